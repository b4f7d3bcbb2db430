// The example program of the Arbiter C++ client (arbiter::Client, clients/cpp/arbiter/client.h),
// built by clients/cpp/CMakeLists.txt with your protoc, libprotobuf and gRPC C++.
//
//   arbiter_example [OPTIONS] HOST:PORT CALLS_JSON
//   arbiter_example load HOST:PORT REQUEST_JSON [--in-flight N] [--connections C]
//                   (--seconds S | --calls K)
//
// CALLS_JSON lists the calls to make, as tests/clients/acceptance/calls.json does:
//   [{"call": "arrayer_attack", "method": "ResolveAction", "request": "file.json"}, ...]
// where each request file (relative to CALLS_JSON's folder) holds the request in proto3 JSON, the
// same files every client sends; the methods are ResolveAction, ResolveEncounter, ResolveMany,
// GetCatalog, ComputeOdds and Simulate. For each call the program prints one JSON object on its own line:
//   {"call": ..., "transport": "grpc", "response": <the response in proto3 JSON>}
//   {"call": ..., "transport": "grpc", "error": {"code": "INVALID_ARGUMENT", "message": ...,
//    "reason": <ErrorInfo reason>, "ruling": ..., "fieldViolations": [<BadRequest fields>],
//    "requestId": <the server's x-request-id>}}
// and for Simulate also "progress": [<each SimulationProgress in proto3 JSON>, ...], the response
// being {"result": <the SimulationResult>}. Each call carries x-request-id: <call>-grpc.
// OPTIONS: --tls-ca FILE (TLS, trusting FILE's CA), --tls-cert FILE --tls-key FILE (a client
// certificate), --token-file FILE (the bearer token), --deadline-ms N (each call's deadline),
// --max-attempts N (tries of a call ending UNAVAILABLE; 1: no retries), --cancel-on-progress
// (cancel each Simulate at its first progress message).
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
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/grpcpp.h>

#include "arbiter/client.h"

namespace {

using google::protobuf::Message;
using google::protobuf::util::JsonStringToMessage;
using google::protobuf::util::MessageToJsonString;

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

// The error as every client reports it, from arbiter::Error (decoded from the google.rpc
// details of the grpc-status-details-bin trailer).
std::string ErrorJson(const arbiter::Error& error) {
  std::string fields;
  for (const auto& [field, description] : error.field_violations) {
    fields += (fields.empty() ? "" : ", ") + Quoted(field);
  }
  return "{\"code\": " + Quoted(arbiter::CodeName(error.code)) +
         ", \"message\": " + Quoted(error.message) + ", \"reason\": " + Quoted(error.reason) +
         ", \"ruling\": " + Quoted(error.ruling) + ", \"fieldViolations\": [" + fields +
         "], \"requestId\": " + Quoted(error.request_id) + "}";
}

std::string Json(const Message& message) {
  std::string out;
  MessageToJsonString(message, &out);
  return out;
}

// How the calls of CALLS_JSON are made: the options after the program's name.
struct CallsOptions {
  arbiter::ClientOptions client;
  std::optional<std::chrono::milliseconds> deadline;
  bool cancel_on_progress = false;
  std::string target;
  std::string manifest;
};

bool ParseCallsOptions(int argc, char** argv, CallsOptions* options) {
  std::vector<std::string> positional;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--cancel-on-progress") {
      options->cancel_on_progress = true;
      continue;
    }
    if (flag.rfind("--", 0) != 0) {
      positional.push_back(flag);
      continue;
    }
    if (i + 1 == argc) {
      std::cerr << flag << " needs a value\n";
      return false;
    }
    const std::string value = argv[++i];
    if (flag == "--tls-ca") {
      options->client.tls = true;
      if (!ReadFile(value, &options->client.root_certs_pem)) return false;
    } else if (flag == "--tls-cert") {
      if (!ReadFile(value, &options->client.client_cert_pem)) return false;
    } else if (flag == "--tls-key") {
      if (!ReadFile(value, &options->client.client_key_pem)) return false;
    } else if (flag == "--token-file") {
      if (!ReadFile(value, &options->client.token)) return false;
      auto& token = options->client.token;
      token.erase(token.find_last_not_of(" \n\r\t") + 1);  // a token file ends with a newline
    } else if (flag == "--deadline-ms") {
      options->deadline = std::chrono::milliseconds(std::atol(value.c_str()));
    } else if (flag == "--max-attempts") {
      options->client.max_attempts = std::atoi(value.c_str());
    } else {
      std::cerr << "unknown option " << Quoted(flag) << "\n";
      return false;
    }
  }
  if (positional.size() != 2) return false;
  options->client.target = options->target = positional[0];
  options->manifest = positional[1];
  return true;
}

// One call of CALLS_JSON made with the client, printed as one JSON line; false on a file error.
bool Call(arbiter::Client& client, const CallsOptions& options, const std::string& name,
          const std::string& method, const std::string& path) {
  std::string json;
  if (!ReadFile(path, &json)) return false;
  arbiter::Cancellation cancellation;
  arbiter::CallOptions call;
  call.deadline = options.deadline;
  call.request_id = name + "-grpc";
  call.cancellation = &cancellation;
  arbiter::Error error;
  std::string response;
  std::string progress;
  // Parses the request, makes the call and keeps its response as JSON.
  auto unary = [&](auto request, auto reply, auto method_of_client) {
    if (!ParseJson(path, json, &request)) return false;
    error = (client.*method_of_client)(request, &reply, call);
    response = Json(reply);
    return true;
  };
  bool parsed = false;
  if (method == "ResolveAction") {
    parsed = unary(arbiter::v1::ResolveActionRequest(), arbiter::v1::ResolveActionResponse(),
                   &arbiter::Client::ResolveAction);
  } else if (method == "ResolveEncounter") {
    parsed = unary(arbiter::v1::ResolveEncounterRequest(),
                   arbiter::v1::ResolveEncounterResponse(), &arbiter::Client::ResolveEncounter);
  } else if (method == "ComputeOdds") {
    parsed = unary(arbiter::v1::ComputeOddsRequest(), arbiter::v1::ComputeOddsResponse(),
                   &arbiter::Client::ComputeOdds);
  } else if (method == "ResolveMany") {
    parsed = unary(arbiter::v1::ResolveManyRequest(), arbiter::v1::ResolveManyResponse(),
                   &arbiter::Client::ResolveMany);
  } else if (method == "GetCatalog") {
    parsed = unary(arbiter::v1::GetCatalogRequest(), arbiter::v1::GetCatalogResponse(),
                   &arbiter::Client::GetCatalog);
  } else if (method == "Simulate") {
    arbiter::v1::SimulateRequest request;
    arbiter::v1::SimulationResult result;
    parsed = ParseJson(path, json, &request);
    if (parsed) {
      error = client.Simulate(
          request,
          [&](const arbiter::v1::SimulationProgress& message) {
            progress += (progress.empty() ? "" : ", ") + Json(message);
            if (options.cancel_on_progress) cancellation.Cancel();
          },
          &result, call);
      response = "{\"result\": " + Json(result) + "}";
    }
  } else {
    std::cerr << options.manifest << ": unknown method " << Quoted(method) << "\n";
  }
  if (!parsed) return false;
  std::cout << "{\"call\": " << Quoted(name) << ", \"transport\": \"grpc\", ";
  if (method == "Simulate") std::cout << "\"progress\": [" << progress << "], ";
  if (error.ok()) {
    std::cout << "\"response\": " << response << "}\n";
  } else {
    std::cout << "\"error\": " << ErrorJson(error) << "}\n";
  }
  return true;
}

int RunCalls(const CallsOptions& options) {
  const std::string folder = options.manifest.substr(0, options.manifest.find_last_of('/') + 1);
  std::string manifest_json;
  google::protobuf::ListValue calls;  // the manifest is plain JSON: read it as a Struct list
  if (!ReadFile(options.manifest, &manifest_json) ||
      !ParseJson(options.manifest, manifest_json, &calls)) {
    return 2;
  }
  arbiter::Client client(options.client);
  for (const auto& entry : calls.values()) {
    const auto& fields = entry.struct_value().fields();
    if (!Call(client, options, fields.at("call").string_value(),
              fields.at("method").string_value(), folder + fields.at("request").string_value())) {
      return 2;
    }
  }
  return 0;
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
    error_counts += (error_counts.empty() ? "" : ", ") + Quoted(arbiter::CodeName(static_cast<grpc::StatusCode>(code))) + ": " +
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
  CallsOptions options;
  if (!ParseCallsOptions(argc, argv, &options)) {
    std::cerr << "usage: " << argv[0] << " [OPTIONS] HOST:PORT CALLS_JSON\n"
              << "       " << argv[0] << " load HOST:PORT REQUEST_JSON [options]\n";
    return 2;
  }
  return RunCalls(options);
}
