// A minimal Arbiter client in C++ (gRPC C++ 1.51, libprotobuf 3.21.12: Debian 12's).
//
//   arbiter_client HOST:PORT EXAMPLES_DIR
//
// Sends three ResolveAction calls and prints one JSON object per line on stdout:
//   - the ARRAYER attack of EXAMPLES_DIR/arrayer_attack.json,
//   - the `tiered` exchange of EXAMPLES_DIR/tiered_exchange.json,
//   - the ARRAYER attack again with an attacker id that names no combatant (INVALID_ARGUMENT).
// A response prints as {"call": ..., "response": <ResolveActionResponse in proto JSON>}; an error
// as {"call": ..., "code": <grpc code>, "message": ..., "statusDetails": <base64>}, where
// statusDetails is the serialized google.rpc.Status of the grpc-status-details-bin trailer
// (its BadRequest names the bad field). Debian ships no google/rpc/*.proto for C++, so the
// program passes the bytes on rather than decoding them. Exit status: 0 when the two good calls
// succeed and the bad one fails; 1 otherwise; 2 on a usage or file error.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include <google/protobuf/util/json_util.h>
#include <grpcpp/grpcpp.h>

#include "arbiter/v1/combat_service.grpc.pb.h"

namespace {

using arbiter::v1::CombatService;
using arbiter::v1::ResolveActionRequest;
using arbiter::v1::ResolveActionResponse;

// Standard base64 with padding (RFC 4648), for the status-details bytes.
std::string Base64(const std::string& bytes) {
  static const char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    unsigned n = (static_cast<unsigned char>(bytes[i]) << 16) |
                 (static_cast<unsigned char>(bytes[i + 1]) << 8) |
                 static_cast<unsigned char>(bytes[i + 2]);
    out += {kAlphabet[n >> 18], kAlphabet[(n >> 12) & 63], kAlphabet[(n >> 6) & 63],
            kAlphabet[n & 63]};
  }
  if (i + 1 == bytes.size()) {
    unsigned n = static_cast<unsigned char>(bytes[i]) << 16;
    out += {kAlphabet[n >> 18], kAlphabet[(n >> 12) & 63], '=', '='};
  } else if (i + 2 == bytes.size()) {
    unsigned n = (static_cast<unsigned char>(bytes[i]) << 16) |
                 (static_cast<unsigned char>(bytes[i + 1]) << 8);
    out += {kAlphabet[n >> 18], kAlphabet[(n >> 12) & 63], kAlphabet[(n >> 6) & 63], '='};
  }
  return out;
}

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

// The request in an example file: the same proto JSON every client sends.
bool LoadRequest(const std::string& path, ResolveActionRequest* request) {
  std::ifstream file(path);
  if (!file) {
    std::cerr << "cannot read " << path << "\n";
    return false;
  }
  std::stringstream json;
  json << file.rdbuf();
  auto parsed = google::protobuf::util::JsonStringToMessage(json.str(), request);
  if (!parsed.ok()) {
    std::cerr << path << ": " << parsed.ToString() << "\n";
    return false;
  }
  return true;
}

// One ResolveAction call, printed as one JSON line; true when it succeeded.
bool Call(CombatService::Stub& stub, const std::string& name,
          const ResolveActionRequest& request) {
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(60));
  ResolveActionResponse response;
  grpc::Status status = stub.ResolveAction(&context, request, &response);
  if (status.ok()) {
    std::string json;
    google::protobuf::util::MessageToJsonString(response, &json);
    std::cout << "{\"call\": " << Quoted(name) << ", \"response\": " << json << "}\n";
    return true;
  }
  std::cout << "{\"call\": " << Quoted(name) << ", \"code\": " << status.error_code()
            << ", \"message\": " << Quoted(status.error_message())
            << ", \"statusDetails\": " << Quoted(Base64(status.error_details())) << "}\n";
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: " << argv[0] << " HOST:PORT EXAMPLES_DIR\n";
    return 2;
  }
  const std::string examples = argv[2];
  ResolveActionRequest arrayer, tiered;
  if (!LoadRequest(examples + "/arrayer_attack.json", &arrayer) ||
      !LoadRequest(examples + "/tiered_exchange.json", &tiered)) {
    return 2;
  }
  ResolveActionRequest bad = arrayer;
  bad.mutable_action()->mutable_attack()->set_attacker_id("nobody");

  auto channel = grpc::CreateChannel(argv[1], grpc::InsecureChannelCredentials());
  auto stub = CombatService::NewStub(channel);
  bool ok = Call(*stub, "arrayer_attack", arrayer);
  ok = Call(*stub, "tiered_exchange", tiered) && ok;
  ok = !Call(*stub, "unknown_attacker", bad) && ok;
  return ok ? 0 : 1;
}
