// arbiter::Client: the CombatService stub with what a game backend sets once (TLS, the token, a
// deadline, retries of UNAVAILABLE) and the errors decoded from their google.rpc details.
//
// Every method returns an arbiter::Error, ok() when the call succeeded. The messages are the ones
// generated from proto/arbiter/v1 (arbiter::v1::ResolveActionRequest, ...). ResolveBatch (a
// bidirectional stream) is not wrapped: call stub() with a context from NewContext().
#ifndef ARBITER_CLIENT_H_
#define ARBITER_CLIENT_H_

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <grpcpp/grpcpp.h>

#include "arbiter/v1/combat_service.grpc.pb.h"

namespace arbiter {

struct ClientOptions {
  // host:port, or any gRPC target (dns:///arbiter.example:50051).
  std::string target = "127.0.0.1:50051";
  // TLS when true: trusting root_certs_pem (empty: gRPC's default roots), and presenting
  // client_cert_pem / client_key_pem when the server wants client certificates (mutual TLS).
  bool tls = false;
  std::string root_certs_pem;
  std::string client_cert_pem;
  std::string client_key_pem;
  // Sent as "authorization: Bearer <token>" with every call when not empty (--auth-token-file).
  std::string token;
  // Each call's deadline, unless its CallOptions set another.
  std::chrono::milliseconds deadline = std::chrono::seconds(30);
  // How many times gRPC tries a call that ends UNAVAILABLE (a draining or gone server), 1 to 5
  // (gRPC's cap); 1 turns retries off. Every Arbiter call is a pure function of its request, so
  // trying it again cannot do anything twice. A stream is retried only before its first message.
  int max_attempts = 4;
};

// Cancels calls from any thread (a player left the match): Cancel() ends the call in flight with
// CANCELLED at once, and every call made with it afterwards before it starts.
class Cancellation {
 public:
  void Cancel();

 private:
  friend class Client;
  // Attaches a call's context for the call's lifetime.
  class Scope {
   public:
    Scope(Cancellation* cancellation, grpc::ClientContext* context);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    Cancellation* cancellation_;
  };

  std::mutex mutex_;
  grpc::ClientContext* context_ = nullptr;
  bool cancelled_ = false;
};

struct CallOptions {
  // This call's deadline instead of ClientOptions::deadline.
  std::optional<std::chrono::milliseconds> deadline;
  // Sent as x-request-id, the id the server logs the call under (empty: the server makes one).
  std::string request_id;
  // When set, Cancel() on it cancels this call.
  Cancellation* cancellation = nullptr;
};

// A call's outcome: the gRPC status and, for an error, its google.rpc details.
struct Error {
  grpc::StatusCode code = grpc::StatusCode::OK;
  std::string message;
  // ErrorInfo of domain arbiter.v1: the reason (UNKNOWN_COMBATANT, ...) and, when a ruling
  // decided it, the ruling id (metadata "ruling").
  std::string reason;
  std::string ruling;
  // BadRequest violations: (field as a camelCase JSON path, description).
  std::vector<std::pair<std::string, std::string>> field_violations;
  // The server's id of the call (its x-request-id trailer), to find its log line; empty when
  // the call never reached the server.
  std::string request_id;

  bool ok() const { return code == grpc::StatusCode::OK; }
};

// A status code's gRPC name: "INVALID_ARGUMENT".
const char* CodeName(grpc::StatusCode code);

class Client {
 public:
  explicit Client(const ClientOptions& options);

  Error ResolveAction(const v1::ResolveActionRequest& request, v1::ResolveActionResponse* response,
                      const CallOptions& call = {});
  Error ResolveEncounter(const v1::ResolveEncounterRequest& request,
                         v1::ResolveEncounterResponse* response, const CallOptions& call = {});
  Error ResolveMany(const v1::ResolveManyRequest& request, v1::ResolveManyResponse* response,
                    const CallOptions& call = {});
  Error GetCatalog(const v1::GetCatalogRequest& request, v1::GetCatalogResponse* response,
                   const CallOptions& call = {});
  Error ComputeOdds(const v1::ComputeOddsRequest& request, v1::ComputeOddsResponse* response,
                    const CallOptions& call = {});
  // Plays the simulation: on_progress gets each progress message as it arrives, *result the
  // last message. Cancel it from on_progress or another thread with CallOptions::cancellation.
  Error Simulate(const v1::SimulateRequest& request,
                 const std::function<void(const v1::SimulationProgress&)>& on_progress,
                 v1::SimulationResult* result, const CallOptions& call = {});

  // A context with the call's deadline, the token and the request id, for calls on stub().
  std::unique_ptr<grpc::ClientContext> NewContext(const CallOptions& call = {}) const;
  // The outcome of a finished call on stub() made with that context.
  static Error ErrorOf(const grpc::Status& status, const grpc::ClientContext& context);
  v1::CombatService::Stub& stub() { return *stub_; }

 private:
  template <typename Request, typename Response>
  using Method = grpc::Status (v1::CombatService::Stub::*)(grpc::ClientContext*, const Request&,
                                                          Response*);
  template <typename Request, typename Response>
  Error Unary(Method<Request, Response> method, const Request& request, Response* response,
              const CallOptions& call);

  ClientOptions options_;
  std::unique_ptr<v1::CombatService::Stub> stub_;
};

}  // namespace arbiter

#endif  // ARBITER_CLIENT_H_
