#include "arbiter/client.h"

#include <algorithm>
#include <array>

#include "google/rpc/error_details.pb.h"
#include "google/rpc/status.pb.h"

namespace arbiter {
namespace {

constexpr char kErrorDomain[] = "arbiter.v1";
constexpr char kRequestIdKey[] = "x-request-id";

// grpc::StatusCode by number, as gRPC names them in every language.
constexpr std::array<const char*, 17> kCodeNames = {
    "OK",           "CANCELLED",          "UNKNOWN",           "INVALID_ARGUMENT",
    "DEADLINE_EXCEEDED", "NOT_FOUND",     "ALREADY_EXISTS",    "PERMISSION_DENIED",
    "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",    "OUT_OF_RANGE",
    "UNIMPLEMENTED", "INTERNAL",          "UNAVAILABLE",       "DATA_LOSS",
    "UNAUTHENTICATED"};

std::shared_ptr<grpc::ChannelCredentials> Credentials(const ClientOptions& options) {
  if (!options.tls) return grpc::InsecureChannelCredentials();
  grpc::SslCredentialsOptions ssl;
  ssl.pem_root_certs = options.root_certs_pem;
  ssl.pem_cert_chain = options.client_cert_pem;
  ssl.pem_private_key = options.client_key_pem;
  return grpc::SslCredentials(ssl);
}

// The retry policy of every CombatService method, as gRPC's service config (gRPC C++ retries
// by default since 1.40; the policy says which codes and how often).
std::string ServiceConfig(int max_attempts) {
  return R"({"methodConfig": [{"name": [{"service": "arbiter.v1.CombatService"}],
    "retryPolicy": {"maxAttempts": )" +
         std::to_string(std::clamp(max_attempts, 2, 5)) +
         R"(, "initialBackoff": "0.1s", "maxBackoff": "2s", "backoffMultiplier": 2,
    "retryableStatusCodes": ["UNAVAILABLE"]}}]})";
}

}  // namespace

void Cancellation::Cancel() {
  std::lock_guard<std::mutex> lock(mutex_);
  cancelled_ = true;
  if (context_ != nullptr) context_->TryCancel();
}

Cancellation::Scope::Scope(Cancellation* cancellation, grpc::ClientContext* context)
    : cancellation_(cancellation) {
  if (cancellation_ == nullptr) return;
  std::lock_guard<std::mutex> lock(cancellation_->mutex_);
  cancellation_->context_ = context;
  if (cancellation_->cancelled_) context->TryCancel();
}

Cancellation::Scope::~Scope() {
  if (cancellation_ == nullptr) return;
  std::lock_guard<std::mutex> lock(cancellation_->mutex_);
  cancellation_->context_ = nullptr;
}

const char* CodeName(grpc::StatusCode code) {
  const auto index = static_cast<size_t>(code);
  return index < kCodeNames.size() ? kCodeNames[index] : "UNKNOWN";
}

Client::Client(const ClientOptions& options) : options_(options) {
  grpc::ChannelArguments args;
  if (options.max_attempts > 1) {
    args.SetServiceConfigJSON(ServiceConfig(options.max_attempts));
  } else {
    args.SetInt(GRPC_ARG_ENABLE_RETRIES, 0);
  }
  stub_ = v1::CombatService::NewStub(
      grpc::CreateCustomChannel(options.target, Credentials(options), args));
}

std::unique_ptr<grpc::ClientContext> Client::NewContext(const CallOptions& call) const {
  auto context = std::make_unique<grpc::ClientContext>();
  context->set_deadline(std::chrono::system_clock::now() + call.deadline.value_or(options_.deadline));
  if (!options_.token.empty()) context->AddMetadata("authorization", "Bearer " + options_.token);
  if (!call.request_id.empty()) context->AddMetadata(kRequestIdKey, call.request_id);
  return context;
}

// The error's details travel in the grpc-status-details-bin trailer as a serialized
// google.rpc.Status (grpc::Status::error_details()); its Any details unpack into google::rpc's.
Error Client::ErrorOf(const grpc::Status& status, const grpc::ClientContext& context) {
  Error error;
  error.code = status.error_code();
  error.message = status.error_message();
  const auto& trailers = context.GetServerTrailingMetadata();
  const auto id = trailers.find(kRequestIdKey);
  if (id != trailers.end()) error.request_id = std::string(id->second.data(), id->second.size());
  google::rpc::Status details;
  details.ParseFromString(status.error_details());
  for (const auto& detail : details.details()) {
    google::rpc::ErrorInfo info;
    google::rpc::BadRequest bad_request;
    if (detail.UnpackTo(&bad_request)) {
      for (const auto& violation : bad_request.field_violations()) {
        error.field_violations.emplace_back(violation.field(), violation.description());
      }
    } else if (detail.UnpackTo(&info) && info.domain() == kErrorDomain) {
      error.reason = info.reason();
      const auto ruling = info.metadata().find("ruling");
      if (ruling != info.metadata().end()) error.ruling = ruling->second;
    }
  }
  return error;
}

template <typename Request, typename Response>
Error Client::Unary(Method<Request, Response> method, const Request& request, Response* response,
                    const CallOptions& call) {
  auto context = NewContext(call);
  Cancellation::Scope scope(call.cancellation, context.get());
  const grpc::Status status = (stub_.get()->*method)(context.get(), request, response);
  return ErrorOf(status, *context);
}

Error Client::ResolveAction(const v1::ResolveActionRequest& request,
                            v1::ResolveActionResponse* response, const CallOptions& call) {
  return Unary(&v1::CombatService::Stub::ResolveAction, request, response, call);
}

Error Client::ResolveEncounter(const v1::ResolveEncounterRequest& request,
                               v1::ResolveEncounterResponse* response, const CallOptions& call) {
  return Unary(&v1::CombatService::Stub::ResolveEncounter, request, response, call);
}

Error Client::ResolveMany(const v1::ResolveManyRequest& request, v1::ResolveManyResponse* response,
                          const CallOptions& call) {
  return Unary(&v1::CombatService::Stub::ResolveMany, request, response, call);
}

Error Client::GetCatalog(const v1::GetCatalogRequest& request, v1::GetCatalogResponse* response,
                         const CallOptions& call) {
  return Unary(&v1::CombatService::Stub::GetCatalog, request, response, call);
}

Error Client::ComputeOdds(const v1::ComputeOddsRequest& request,
                          v1::ComputeOddsResponse* response, const CallOptions& call) {
  return Unary(&v1::CombatService::Stub::ComputeOdds, request, response, call);
}

Error Client::Simulate(const v1::SimulateRequest& request,
                       const std::function<void(const v1::SimulationProgress&)>& on_progress,
                       v1::SimulationResult* result, const CallOptions& call) {
  auto context = NewContext(call);
  Cancellation::Scope scope(call.cancellation, context.get());
  auto reader = stub_->Simulate(context.get(), request);
  v1::SimulateResponse message;
  while (reader->Read(&message)) {
    if (message.has_progress()) {
      on_progress(message.progress());
    } else if (message.has_result()) {
      *result = message.result();
    }
  }
  return ErrorOf(reader->Finish(), *context);
}

}  // namespace arbiter
