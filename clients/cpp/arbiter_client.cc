// A minimal Arbiter client in C++ (gRPC C++ 1.51, libprotobuf 3.21.12: Debian 12's).
//
//   arbiter_client HOST:PORT CALLS_JSON
//
// CALLS_JSON lists the calls to make, as tests/clients/acceptance/calls.json does:
//   [{"call": "arrayer_attack", "method": "ResolveAction", "request": "file.json"}, ...]
// where each request file (relative to CALLS_JSON's folder) holds the request in proto3 JSON, the
// same files every client sends. For each call the program prints one JSON object on its own line:
//   {"call": ..., "transport": "grpc", "response": <the response in proto3 JSON>}
//   {"call": ..., "transport": "grpc", "error": {"code": "INVALID_ARGUMENT", "message": ...,
//    "reason": <google.rpc.ErrorInfo reason>, "fieldViolations": [<google.rpc.BadRequest fields>]}}
// Each call carries the metadata x-request-id: <call>-grpc, which the server logs.
// Exit status: 0 when every call was made (an error status is an answer too); 2 on a usage or
// file error.
#include <array>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>
#include <grpcpp/grpcpp.h>

#include "arbiter/v1/combat_service.grpc.pb.h"
#include "google/rpc/error_details.pb.h"
#include "google/rpc/status.pb.h"

namespace {

using arbiter::v1::CombatService;
using google::protobuf::Message;
using google::protobuf::util::JsonStringToMessage;
using google::protobuf::util::MessageToJsonString;

// grpc::StatusCode by number, as the gRPC names every other client prints.
constexpr std::array<const char*, 17> kCodeNames = {
    "OK",           "CANCELLED",          "UNKNOWN",           "INVALID_ARGUMENT",
    "DEADLINE_EXCEEDED", "NOT_FOUND",     "ALREADY_EXISTS",    "PERMISSION_DENIED",
    "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",    "OUT_OF_RANGE",
    "UNIMPLEMENTED", "INTERNAL",          "UNAVAILABLE",       "DATA_LOSS",
    "UNAUTHENTICATED"};

// A JSON string literal (the message may hold quotes or control characters).
std::string Quoted(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char escaped[7];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
      out += escaped;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

// A file's text, or false when it cannot be read.
bool ReadFile(const std::string& path, std::string* text) {
  std::ifstream file(path);
  if (!file) {
    std::cerr << "cannot read " << path << "\n";
    return false;
  }
  std::stringstream content;
  content << file.rdbuf();
  *text = content.str();
  return true;
}

// A message from proto3 JSON text (the same JSON every client sends).
bool ParseJson(const std::string& path, const std::string& json, Message* message) {
  auto parsed = JsonStringToMessage(json, message);
  if (!parsed.ok()) {
    std::cerr << path << ": " << parsed.ToString() << "\n";
    return false;
  }
  return true;
}

// The error as every client reports it: the code's name, the message, and the google.rpc details
// of the grpc-status-details-bin trailer (grpc::Status::error_details(), a google.rpc.Status).
std::string ErrorJson(const grpc::Status& status) {
  google::rpc::Status details;
  details.ParseFromString(status.error_details());
  std::string reason;
  std::string fields;
  for (const auto& detail : details.details()) {
    google::rpc::ErrorInfo info;
    google::rpc::BadRequest bad_request;
    if (detail.UnpackTo(&info)) {
      reason = info.reason();
    } else if (detail.UnpackTo(&bad_request)) {
      for (const auto& violation : bad_request.field_violations()) {
        fields += (fields.empty() ? "" : ", ") + Quoted(violation.field());
      }
    }
  }
  return "{\"code\": " + Quoted(kCodeNames.at(status.error_code())) +
         ", \"message\": " + Quoted(status.error_message()) + ", \"reason\": " + Quoted(reason) +
         ", \"fieldViolations\": [" + fields + "]}";
}

// One call of a unary method of the stub, printed as one JSON line.
template <typename Request, typename Response>
bool Call(const std::string& name, const std::string& path, const std::string& json,
          grpc::Status (CombatService::Stub::*method)(grpc::ClientContext*, const Request&,
                                                      Response*),
          CombatService::Stub& stub) {
  Request request;
  if (!ParseJson(path, json, &request)) return false;
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(60));
  context.AddMetadata("x-request-id", name + "-grpc");
  Response response;
  grpc::Status status = (stub.*method)(&context, request, &response);
  std::cout << "{\"call\": " << Quoted(name) << ", \"transport\": \"grpc\", ";
  if (status.ok()) {
    std::string out;
    MessageToJsonString(response, &out);
    std::cout << "\"response\": " << out << "}\n";
  } else {
    std::cout << "\"error\": " << ErrorJson(status) << "}\n";
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: " << argv[0] << " HOST:PORT CALLS_JSON\n";
    return 2;
  }
  const std::string manifest_path = argv[2];
  const std::string folder = manifest_path.substr(0, manifest_path.find_last_of('/') + 1);
  std::string manifest_json;
  google::protobuf::ListValue calls;  // the manifest is plain JSON: read it as a Struct list
  if (!ReadFile(manifest_path, &manifest_json) ||
      !ParseJson(manifest_path, manifest_json, &calls)) {
    return 2;
  }

  auto channel = grpc::CreateChannel(argv[1], grpc::InsecureChannelCredentials());
  auto stub = CombatService::NewStub(channel);
  for (const auto& entry : calls.values()) {
    const auto& fields = entry.struct_value().fields();
    const std::string name = fields.at("call").string_value();
    const std::string method = fields.at("method").string_value();
    const std::string path = folder + fields.at("request").string_value();
    std::string json;
    if (!ReadFile(path, &json)) return 2;
    bool made = false;
    if (method == "ResolveAction") {
      made = Call(name, path, json, &CombatService::Stub::ResolveAction, *stub);
    } else if (method == "ResolveEncounter") {
      made = Call(name, path, json, &CombatService::Stub::ResolveEncounter, *stub);
    } else {
      std::cerr << manifest_path << ": unknown method " << Quoted(method) << "\n";
    }
    if (!made) return 2;
  }
  return 0;
}
