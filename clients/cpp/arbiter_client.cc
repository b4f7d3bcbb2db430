// A minimal Arbiter client in C++ (gRPC C++ 1.51, libprotobuf 3.21.12: Debian 12's).
//
//   arbiter_client HOST:PORT CALLS_JSON
//   arbiter_client load HOST:PORT REQUEST_JSON [--in-flight N] [--connections C]
//                  (--seconds S | --calls K)
//
// CALLS_JSON lists the calls to make, as tests/clients/acceptance/calls.json does:
//   [{"call": "arrayer_attack", "method": "ResolveAction", "request": "file.json"}, ...]
// where each request file (relative to CALLS_JSON's folder) holds the request in proto3 JSON, the
// same files every client sends. For each call the program prints one JSON object on its own line:
//   {"call": ..., "transport": "grpc", "response": <the response in proto3 JSON>}
//   {"call": ..., "transport": "grpc", "error": {"code": "INVALID_ARGUMENT", "message": ...,
//    "reason": <google.rpc.ErrorInfo reason>, "fieldViolations": [<google.rpc.BadRequest fields>]}}
// Each call carries the metadata x-request-id: <call>-grpc, which the server logs.
//
// The load mode sends the ResolveActionRequest of REQUEST_JSON (proto3 JSON) again and again:
// N calls in flight (default 64) over C connections (default 1; each its own TCP connection, so
// a server of several workers sees C connections to spread), for S seconds or K calls, then
// prints one JSON line: {"calls": answered, "ok": answered OK, "errors": {CODE: count},
// "seconds": wall time, "calls_per_s": OK calls per second, "p50_ms", "p99_ms" (nearest rank,
// over every answer), "cpu_seconds": this process's CPU time (user + system, every thread)}.
// The clock and the CPU count start once every connection is up.
// Exit status: 0 when every call was made (an error status is an answer too); 2 on a usage or
// file error, or a connection that does not come up.
#include <sys/resource.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>
#include <grpcpp/generic/generic_stub.h>
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

// --- The load mode ---

using Clock = std::chrono::steady_clock;

constexpr char kResolveAction[] = "/arbiter.v1.CombatService/ResolveAction";

struct LoadOptions {
  std::string target;
  std::string request_path;
  int in_flight = 64;
  int connections = 1;
  double seconds = 0;  // run for this long, or
  long calls = 0;      // make this many calls
};

// The options after "load", or false (with a message) when they are not understood.
bool ParseLoadOptions(int argc, char** argv, LoadOptions* options) {
  if (argc < 4) return false;
  options->target = argv[2];
  options->request_path = argv[3];
  for (int i = 4; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    char* end = nullptr;
    const double value = std::strtod(argv[i + 1], &end);
    if (*end != '\0' || value <= 0) {
      std::cerr << flag << ": not a positive number: " << Quoted(argv[i + 1]) << "\n";
      return false;
    }
    if (flag == "--in-flight") {
      options->in_flight = static_cast<int>(value);
    } else if (flag == "--connections") {
      options->connections = static_cast<int>(value);
    } else if (flag == "--seconds") {
      options->seconds = value;
    } else if (flag == "--calls") {
      options->calls = static_cast<long>(value);
    } else {
      std::cerr << "unknown option " << Quoted(flag) << "\n";
      return false;
    }
  }
  if ((argc - 4) % 2 != 0 || (options->seconds > 0) == (options->calls > 0)) {
    std::cerr << "load needs an even list of options, and --seconds or --calls (one of them)\n";
    return false;
  }
  return true;
}

// One call in flight. A slot keeps to one connection: when its call ends it makes the next on
// the same one, so each connection always carries its share of the calls in flight, whichever
// worker it reached and however fast that worker answers.
struct Slot {
  grpc::GenericStub* stub = nullptr;
  std::unique_ptr<grpc::ClientContext> context;
  std::unique_ptr<grpc::GenericClientAsyncResponseReader> reader;
  grpc::ByteBuffer response;
  grpc::Status status;
  Clock::time_point sent;
};

// This process's CPU time so far (user + system, all threads), in seconds.
double CpuSeconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& t) { return t.tv_sec + t.tv_usec / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// The nearest-rank p-th percentile of ascending values (arbiter loadtest's rule), in ms.
double PercentileMs(const std::vector<double>& ascending, double p) {
  if (ascending.empty()) return 0;
  auto rank = static_cast<size_t>(std::max(1.0, std::ceil(p / 100 * ascending.size())));
  return ascending[rank - 1] * 1000;
}

int RunLoad(const LoadOptions& options) {
  std::string json;
  arbiter::v1::ResolveActionRequest request;
  if (!ReadFile(options.request_path, &json) ||
      !ParseJson(options.request_path, json, &request)) {
    return 2;
  }
  grpc::Slice slice(request.SerializeAsString());
  const grpc::ByteBuffer wire(&slice, 1);  // serialised once; the calls share its bytes

  // A channel per connection; the argument that differs keeps gRPC from sharing one subchannel.
  std::vector<std::shared_ptr<grpc::Channel>> channels;
  std::vector<std::unique_ptr<grpc::GenericStub>> stubs;
  for (int i = 0; i < options.connections; ++i) {
    grpc::ChannelArguments args;
    args.SetInt(GRPC_ARG_USE_LOCAL_SUBCHANNEL_POOL, 1);
    args.SetInt("arbiter.connection", i);
    channels.push_back(
        grpc::CreateCustomChannel(options.target, grpc::InsecureChannelCredentials(), args));
    if (!channels.back()->WaitForConnected(std::chrono::system_clock::now() + std::chrono::seconds(30))) {
      std::cerr << "connection " << i << " to " << options.target << " did not come up\n";
      return 2;
    }
    stubs.push_back(std::make_unique<grpc::GenericStub>(channels.back()));
  }

  grpc::CompletionQueue queue;
  std::vector<Slot> slots(options.in_flight);
  std::vector<double> latencies;
  std::map<int, long> errors;
  std::string first_error;
  long started = 0;
  long ok = 0;
  const double cpu_start = CpuSeconds();
  const Clock::time_point start = Clock::now();
  const Clock::time_point end =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(
                  options.seconds > 0 ? options.seconds : 0));
  auto more = [&] {
    return options.calls > 0 ? started < options.calls : Clock::now() < end;
  };
  auto send = [&](Slot& slot) {
    slot.context = std::make_unique<grpc::ClientContext>();
    slot.context->set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(60));
    slot.sent = Clock::now();
    slot.reader = slot.stub->PrepareUnaryCall(slot.context.get(), kResolveAction, wire, &queue);
    slot.reader->StartCall();
    slot.reader->Finish(&slot.response, &slot.status, &slot);
    ++started;
  };
  long outstanding = 0;
  for (size_t i = 0; i < slots.size() && more(); ++i) {
    slots[i].stub = stubs[i % stubs.size()].get();
    send(slots[i]);
    ++outstanding;
  }
  void* tag = nullptr;
  bool done = false;
  while (outstanding > 0 && queue.Next(&tag, &done)) {
    Slot& slot = *static_cast<Slot*>(tag);
    latencies.push_back(std::chrono::duration<double>(Clock::now() - slot.sent).count());
    if (slot.status.ok()) {
      ++ok;
    } else {
      ++errors[slot.status.error_code()];
      if (first_error.empty()) first_error = slot.status.error_message();
    }
    --outstanding;
    if (more()) {
      send(slot);
      ++outstanding;
    }
  }
  const double wall = std::chrono::duration<double>(Clock::now() - start).count();
  const double cpu = CpuSeconds() - cpu_start;
  queue.Shutdown();
  while (queue.Next(&tag, &done)) {
  }
  if (!first_error.empty()) std::cerr << "first error: " << first_error << "\n";

  std::sort(latencies.begin(), latencies.end());
  std::string error_counts;
  for (const auto& [code, count] : errors) {
    error_counts += (error_counts.empty() ? "" : ", ") + Quoted(kCodeNames.at(code)) + ": " +
                    std::to_string(count);
  }
  char numbers[256];
  std::snprintf(numbers, sizeof numbers,
                "\"seconds\": %.6f, \"calls_per_s\": %.3f, \"p50_ms\": %.3f, \"p99_ms\": %.3f, "
                "\"cpu_seconds\": %.6f",
                wall, ok / wall, PercentileMs(latencies, 50), PercentileMs(latencies, 99), cpu);
  std::cout << "{\"calls\": " << latencies.size() << ", \"ok\": " << ok << ", \"errors\": {"
            << error_counts << "}, " << numbers << "}\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "load") {
    LoadOptions options;
    if (!ParseLoadOptions(argc, argv, &options)) {
      std::cerr << "usage: " << argv[0] << " load HOST:PORT REQUEST_JSON [--in-flight N] "
                << "[--connections C] (--seconds S | --calls K)\n";
      return 2;
    }
    return RunLoad(options);
  }
  if (argc != 3) {
    std::cerr << "usage: " << argv[0] << " HOST:PORT CALLS_JSON\n"
              << "       " << argv[0] << " load HOST:PORT REQUEST_JSON [options]\n";
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
