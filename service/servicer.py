"""The CombatService RPCs: convert the request, run the engine, convert the result.

Engine errors (ArbiterError) become a status with google.rpc details (service.errors); anything else
escapes to the runtime's interceptor, which reports INTERNAL with a request id. The one exception is
ResolveBatch: a bug in one item must not end a stream of unrelated items, so it becomes an INTERNAL
item error and the stream goes on. The limits bound each resolution, by size and by estimated
cost (per request, and summed per batch stream or ResolveMany: the item that would go over ends
the call); a cheap one runs inline on the event loop, a heavy one in an engine thread (refused
at once as SERVER_BUSY when too many are admitted), and an encounter stops early when its call's
deadline passes or the call is cancelled (service.offload; the runtime reports Stopped as
DEADLINE_EXCEEDED or CANCELLED). A response over ``max_message_bytes`` is refused as
RESOURCE_EXHAUSTED (reason RESPONSE_TOO_LARGE; in a batch, as that item's error) instead of
failing in gRPC's send.

ResolveBatch is an async generator that reads one message, resolves it and yields the answer before
reading the next. gRPC sends a yielded answer before asking for another, so a client that stops
reading stalls the server's writes, then its reads, then the client's own writes (HTTP/2 flow
control) instead of growing a buffer anywhere. A message may be a pack of many items: it is still
one read and one answer (all its results in order), so the server holds at most one message's
items and results at a time, bounded by ``max_message_bytes`` both ways. A pack's shared state is
converted once for the pack (service.boundary.convert.SharedState), which is most of the point of
packing.

Simulate is a server stream: its runs are one engine job (engine.simulate) running beside the
handler, which sends the latest progress the job handed over (service.offload.Latest) each time
the client has taken the previous message, then the result. A slow reader holds back only the
handler: the job goes on and its unsent progress is replaced, never queued.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn, TypeAlias

import grpc
from google.protobuf import message_factory
from google.protobuf.message import Message
from grpc_status import rpc_status

from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc
from engine.catalog import builtin_catalog
from engine.encounter import resolve_encounter
from engine.encounter_odds import compute_encounter_odds
from engine.errors import (
    ArbiterError,
    InvalidRequestError,
    LimitExceededError,
    RuleRefusal,
    Stopped,
)
from engine.odds import compute_odds
from engine.resolve import resolve_action
from engine.simulate import SimulationTally, simulate
from engine.state import Ruleset, ruleset_key
from engine.trace import TraceDetail
from service.boundary.convert import (
    HeavyRequest,
    SharedState,
    action_request_from_proto,
    catalog_to_proto,
    encounter_request_from_proto,
    ruleset_from_proto,
    state_echo_from_proto,
    trace_detail_from_proto,
)
from service.boundary.odds import (
    encounter_odds_request_from_proto,
    odds_request_from_proto,
)
from service.boundary.simulate import (
    Standings,
    check_runs,
    progress_to_proto,
    simulate_request_from_proto,
    simulation_result_to_proto,
)
from service.boundary.wire import (
    action_response_wire,
    batch_result_wire,
    encounter_odds_wire,
    encounter_response_wire,
    many_wire,
    odds_wire,
    pack_wire,
    serialized,
)
from service.errors import internal_item_error, item_error_from_error, status_from_error
from service.interceptor import HANDLER_KINDS, streams_of
from service.limits import Limits
from service.observe import ResolutionCounts, annotate, observe_runs
from service.offload import (
    OFFLOAD_COST,
    CallStop,
    CallWork,
    Latest,
    Offload,
    OverBudget,
    action_cost,
    encounter_cost,
    encounter_odds_cost,
    item_cost,
    odds_cost,
    settle,
)
from service.replays import ReplayShelf
from service.version import rules_version

__all__ = ["CombatServicer", "add_combat_servicer"]

_Context = grpc.aio.ServicerContext[Any, Any]
_MAX_LOGGED_CHARS = 300
#: What a unary RPC answers with: wire bytes (service.boundary.wire), or a message.
# Where a batch item is in the message that carried it: the field, and the offset in it when it is
# repeated (("item", None), ("pack.items", 3)); a path is only formatted when an error needs it.
_Place: TypeAlias = tuple[str, int | None]


def _check_size(
    response: bytes | Message,
    limits: Limits,
    advice: str = "ask for a lower trace_detail or fewer rounds",
) -> None:
    """Refuse a response over ``max_message_bytes`` with details, rather than let gRPC fail the
    send (which would end a whole batch stream, and without saying why). Its size is the length
    of the bytes written (service.boundary.wire), or a message's ByteSize()."""
    size = len(response) if isinstance(response, bytes) else response.ByteSize()
    if size > limits.max_message_bytes:
        raise LimitExceededError(
            f"the response would be {size} bytes, over this server's limit of "
            f"{limits.max_message_bytes} (max_message_bytes); {advice}",
            reason="RESPONSE_TOO_LARGE",
        )


@dataclass(frozen=True, slots=True)
class _Batch:
    """What a batch's options set for all its items: the default trace detail, the batch seed and
    whether results echo the state."""

    detail: TraceDetail = TraceDetail.FULL
    seed: int | None = None
    echo_state: bool = True

    @classmethod
    def from_options(cls, options: combat_service_pb2.BatchOptions) -> _Batch:
        """The options of a ResolveBatch stream's first message or of a ResolveMany request."""
        return cls(
            detail=trace_detail_from_proto(options.trace_detail, "options.trace_detail"),
            seed=options.seed if options.HasField("seed") else None,
            echo_state=state_echo_from_proto(options.state_echo, "options.state_echo"),
        )


#: The options of a unary call, and of a batch stream until its options message: full trace, no
#: batch seed, the state echoed.
_DEFAULT_OPTIONS = _Batch()


class _Call:
    """What the items of one batch call share: its engine work (stop check, cost limits) and the
    resolutions counted for the metrics until its message is answered."""

    __slots__ = ("counts", "work")

    def __init__(self, work: CallWork) -> None:
        self.work = work
        self.counts = ResolutionCounts()


#: Seconds between two progress messages of a Simulate (the issue asks for one a second at least).
PROGRESS_INTERVAL = 0.5
#: Work (service.offload's units, about a turn each) between two progress reports of the engine
#: to the service: a few tens of milliseconds, so that a report is due soon after each interval.
PROGRESS_COST = 16 * OFFLOAD_COST


#: The field to lower when a request (or batch item) of each kind is over ``max_request_cost``.
_COST_FIELDS = {"action": "state", "encounter": "max_rounds"}
#: A ResolveBatch stream's requests, by which its first answer's rules version is found.
_BATCH_REQUEST = combat_service_pb2.ResolveBatchRequest.DESCRIPTOR.full_name


def _over(over: OverBudget, field: str) -> LimitExceededError:
    """A call's cost budget spent, as the error naming the stream ``field`` that went over."""
    return LimitExceededError(over.message, reason=over.reason, field=field)


def _error_answer(
    item_id: str, index: int, write: Callable[[combat_service_pb2.BatchItemError], None]
) -> bytes:
    """The ResolveBatchResponse of an item (or a pack: no id) that failed, its error written by
    ``write``."""
    answer = combat_service_pb2.ResolveBatchResponse(id=item_id, index=index)
    write(answer.error)
    return answer.SerializeToString()


async def _abort(context: _Context, err: ArbiterError) -> NoReturn:
    annotate(error_reason=err.reason)
    await context.abort_with_status(rpc_status.to_status(status_from_error(err)))


class CombatServicer:
    """arbiter.v1.CombatService over the engine, within ``limits``; heavy work goes to
    ``offload``'s threads (a pool of its own by default)."""

    def __init__(self, limits: Limits, offload: Offload | None = None) -> None:
        self._limits = limits
        self._offload = Offload() if offload is None else offload
        self._catalog = builtin_catalog()
        # The catalog never changes: build each possible GetCatalog answer once.
        self._catalogs: dict[Ruleset | None, combat_service_pb2.GetCatalogResponse] = {
            ruleset: catalog_to_proto(self._catalog, ruleset) for ruleset in (None, *Ruleset)
        }
        # Of every ruleset's catalog, whichever one an answer lists.
        version = rules_version(self._catalogs[None], limits.default_max_rounds)
        for answer in self._catalogs.values():
            answer.rules_version.CopyFrom(version)
        self._rules = version
        # By request message: the rules_version field of each RPC's answer that has one (its
        # last field), as the bytes appended to the answer's own (a message with only that field
        # set serialises to exactly them). Read off the service, so an RPC added is covered
        # (GetCatalog's cached answers above carry theirs as a message).
        self._rules_fields = {
            method.input_type.full_name: message_factory.GetMessageClass(method.output_type)(
                rules_version=version
            ).SerializeToString()
            for method in combat_service_pb2.DESCRIPTOR.services_by_name["CombatService"].methods
            if "rules_version" in method.output_type.fields_by_name
        }
        # Simulate's trees of rounds already played, kept for the next call of the encounter.
        self._replays = ReplayShelf()

    async def ResolveAction(
        self, request: combat_service_pb2.ResolveActionRequest, context: _Context
    ) -> bytes:
        """Resolve one action (the ResolveActionResponse's wire bytes, service.boundary.wire)."""
        counts = ResolutionCounts()
        resolve = functools.partial(
            self._resolve_action, request, _DEFAULT_OPTIONS, None, counts=counts
        )
        work = self._offload.call(context, self._limits)
        try:
            return await self._unary(
                context, work, action_cost(request), resolve, request, cost_field="state"
            )
        finally:
            counts.flush()

    async def ResolveEncounter(
        self, request: combat_service_pb2.ResolveEncounterRequest, context: _Context
    ) -> bytes:
        """Play one encounter to its end (the ResolveEncounterResponse's wire bytes)."""
        work = self._offload.call(context, self._limits)
        counts = ResolutionCounts()
        resolve = functools.partial(
            self._resolve_encounter,
            request,
            _DEFAULT_OPTIONS,
            None,
            counts=counts,
            stop=work.stop,
        )
        cost = encounter_cost(request, self._limits)
        try:
            return await self._unary(context, work, cost, resolve, request, cost_field="max_rounds")
        finally:
            counts.flush()

    async def ComputeOdds(
        self, request: combat_service_pb2.ComputeOddsRequest, context: _Context
    ) -> bytes:
        """The exact odds of one attack: every branch of its dice tree, within the roll budget
        (the ComputeOddsResponse's wire bytes, service.boundary.wire)."""
        work = self._offload.call(context, self._limits)
        resolve = functools.partial(self._compute_odds, request, stop=work.stop)
        return await self._unary(
            context, work, odds_cost(request), resolve, request, cost_field="state"
        )

    async def ComputeEncounterOdds(
        self, request: combat_service_pb2.ComputeEncounterOddsRequest, context: _Context
    ) -> bytes:
        """The exact odds of a whole encounter: every branch of every round's dice, over the
        positions it reaches, within the cost limit and the roll budget (the response's wire
        bytes, service.boundary.wire)."""
        work = self._offload.call(context, self._limits)
        resolve = functools.partial(self._compute_encounter_odds, request, stop=work.stop)
        cost = encounter_odds_cost(request, self._limits)
        return await self._unary(context, work, cost, resolve, request, cost_field="max_rounds")

    async def Simulate(
        self, request: combat_service_pb2.SimulateRequest, context: _Context
    ) -> AsyncIterator[combat_service_pb2.SimulateResponse]:
        """Play one encounter many times: progress while the runs go on, then the result (module
        doc). The runs are one job of the call's work, run beside this generator, which sends
        the latest progress the job handed over (service.offload.Latest) as the client takes
        them, then the result; a cancel of the call ends the job within a run's check point."""
        try:
            self._expect_rules(request.expected_rules_digest)
            check_runs(request, self._limits)
        except ArbiterError as err:
            await _abort(context, err)
        work = self._offload.call(context, self._limits)
        latest: Latest[Standings] = Latest(PROGRESS_INTERVAL)
        cost = encounter_cost(request, self._limits)
        play = functools.partial(self._simulate, request, latest, cost, stop=work.stop)
        job = asyncio.ensure_future(
            work.run(
                cost,
                play,
                field="max_rounds",
                runs=request.runs,
                request=request,
                tell=lambda place: latest.put(Standings.queued(place)),
            )
        )
        try:
            while (standings := await latest.next(job)) is not None:
                yield progress_to_proto(standings, request.runs)
            response = job.result()
        except ArbiterError as err:
            await _abort(context, err)
        finally:
            await settle(job)
        yield response

    def _simulate(
        self,
        request: combat_service_pb2.SimulateRequest,
        latest: Latest[Standings],
        cost: int,
        *,
        stop: CallStop,
    ) -> combat_service_pb2.SimulateResponse:
        """The runs (in the job's thread), their progress offered to ``latest`` every few runs
        (about PROGRESS_COST of work, by the per-run ``cost``), and the result."""
        req = simulate_request_from_proto(request, self._catalog, self._limits)
        ruleset = ruleset_key(req.state.ruleset)
        annotate(ruleset=ruleset, seed=req.seed, runs=req.runs, first_run=req.first_run)
        counted = 0

        def progress(done: int, tally: SimulationTally) -> None:
            nonlocal counted
            observe_runs(ruleset, done - counted, done)
            counted = done
            latest.offer(lambda: Standings.of(done, tally))

        tally = simulate(
            req.state,
            req.options,
            seed=req.seed,
            first_run=req.first_run,
            runs=req.runs,
            budget=self._limits.max_dice,
            stop=stop,
            progress=progress,
            progress_every=max(1, PROGRESS_COST // max(cost, 1)),
            replays=self._replays,
        )
        response = combat_service_pb2.SimulateResponse(
            result=simulation_result_to_proto(tally, req.seed, req.digest)
        )
        response.result.rules_version.CopyFrom(self._rules)
        _check_size(response, self._limits, "simulate fewer combatants")
        return response

    async def _unary(
        self,
        context: _Context,
        work: CallWork,
        cost: int,
        resolve: Callable[[], bytes],
        request: HeavyRequest,
        *,
        cost_field: str,
    ) -> bytes:
        """The response of ``resolve`` (which converts ``request``), run as the call's ``work``
        where its ``cost`` says (``cost_field``: the field to lower when it is over the limit),
        with its rules version; an engine error aborts the call with it."""
        try:
            self._expect_rules(request.expected_rules_digest)
            response = await work.run(cost, resolve, field=cost_field, request=request)
            response += self._rules_fields[request.DESCRIPTOR.full_name]
            _check_size(response, self._limits)
        except ArbiterError as err:
            await _abort(context, err)
        return response

    def _expect_rules(self, expected: str) -> None:
        """A request's ``expected_rules_digest`` against this server's: RuleRefusal naming both
        when it is set and differs."""
        if expected and expected != self._rules.digest:
            raise RuleRefusal(
                f"the request expects rules digest {expected!r}, but this server resolves by "
                f"{self._rules.digest!r} (engine {self._rules.engine_version}): a stored request "
                "may not replay to the same result here",
                reason="RULES_VERSION_MISMATCH",
                field="expected_rules_digest",
            )

    async def GetCatalog(
        self, request: combat_service_pb2.GetCatalogRequest, context: _Context
    ) -> combat_service_pb2.GetCatalogResponse:
        """List the rulesets, or the one asked for."""
        try:
            ruleset = ruleset_from_proto(request.ruleset, "ruleset")
        except ArbiterError as err:
            await _abort(context, err)
        annotate(ruleset=ruleset_key(ruleset) if ruleset else "all")
        return self._catalogs[ruleset]

    async def ResolveBatch(
        self,
        request_iterator: AsyncIterator[combat_service_pb2.ResolveBatchRequest],
        context: _Context,
    ) -> AsyncIterator[bytes]:
        """Resolve a stream of items and packs in order, one message at a time (module doc); each
        answer is a ResolveBatchResponse's wire bytes (service.boundary.wire)."""
        call = _Call(self._offload.call(context, self._limits))
        batch = _DEFAULT_OPTIONS  # until options say otherwise
        items = 0
        internal_errors = 0
        first = True
        versioned = False
        try:
            async for request in request_iterator:
                kind = request.WhichOneof("kind")
                if kind == "options":
                    if not first:
                        await _abort(
                            context,
                            InvalidRequestError(
                                "options may only be the first message of a stream",
                                reason="LATE_OPTIONS",
                                field="options",
                            ),
                        )
                    first = False
                    try:
                        batch = _Batch.from_options(request.options)
                        self._expect_rules(request.options.expected_rules_digest)
                    except ArbiterError as err:
                        await _abort(context, err)
                    annotate(seed=batch.seed)
                    continue
                first = False
                if kind is None:
                    await _abort(
                        context,
                        InvalidRequestError(
                            "stream message carries no options, item or pack",
                            reason="EMPTY_MESSAGE",
                            field="item",
                        ),
                    )
                count = len(request.pack.items) if kind == "pack" else 1
                if items + count > self._limits.max_batch_items:
                    await _abort(
                        context,
                        LimitExceededError(
                            f"more than {self._limits.max_batch_items} items in one stream "
                            f"(max_batch_items): {items} so far, then {count} more",
                            reason="LIMIT_EXCEEDED",
                            field="pack.items" if kind == "pack" else "item",
                        ),
                    )
                try:
                    if kind == "pack":
                        response, failed = await self._resolve_pack(
                            request.pack, items, batch, call
                        )
                    else:
                        response, resolved = await self._batch_item(
                            request.item, items, ("item", None), batch, call=call
                        )
                        failed = 0 if resolved else 1
                except OverBudget as over:
                    await _abort(context, _over(over, "pack.items" if kind == "pack" else "item"))
                finally:
                    call.counts.flush()  # as each message is answered
                if failed:
                    internal_errors += failed
                    annotate(item_internal_errors=internal_errors)
                items += count
                if not versioned:  # the stream's first answer carries its rules version
                    versioned = True
                    response += self._rules_fields[_BATCH_REQUEST]
                yield response
        finally:
            annotate(items=items)

    async def ResolveMany(
        self, request: combat_service_pb2.ResolveManyRequest, context: _Context
    ) -> bytes:
        """ResolveBatch in one call: the same items give the same results, in order (the
        ResolveManyResponse's wire bytes)."""
        try:
            batch = _Batch.from_options(request.options)
            self._expect_rules(request.expected_rules_digest)
            if len(request.items) > self._limits.max_batch_items:
                raise LimitExceededError(
                    f"{len(request.items)} items in one request, over this server's limit of "
                    f"{self._limits.max_batch_items} (max_batch_items)",
                    reason="LIMIT_EXCEEDED",
                    field="items",
                )
        except ArbiterError as err:
            await _abort(context, err)
        annotate(seed=batch.seed, items=len(request.items))
        shared = self._shared(request)
        call = _Call(self._offload.call(context, self._limits))
        try:
            results, internal_errors = await self._resolve_items(
                request.items, 0, batch, shared, call=call, field="items"
            )
        except OverBudget as over:
            await _abort(context, _over(over, "items"))
        finally:
            call.counts.flush()
        if internal_errors:
            annotate(item_internal_errors=internal_errors)
        response = many_wire(results) + self._rules_fields[request.DESCRIPTOR.full_name]
        try:
            _check_size(response, self._limits)
        except ArbiterError as err:
            await _abort(context, err)
        return response

    def _shared(
        self, msg: combat_service_pb2.BatchPack | combat_service_pb2.ResolveManyRequest
    ) -> SharedState | None:
        """The shared state a pack or a ResolveManyRequest gives its items, if it sets one."""
        if not msg.HasField("shared_state"):
            return None
        return SharedState(msg.shared_state, self._catalog, self._limits)

    async def _resolve_pack(
        self,
        pack: combat_service_pb2.BatchPack,
        start: int,
        batch: _Batch,
        call: _Call,
    ) -> tuple[bytes, int]:
        """The answer to a pack (its results, or one RESPONSE_TOO_LARGE error for the whole pack
        when that answer would be over the size limit), and the number of server bugs among its
        items."""
        shared = self._shared(pack)
        results, failed = await self._resolve_items(
            pack.items, start, batch, shared, call=call, field="pack.items"
        )
        answer = pack_wire(start, results)
        try:
            _check_size(
                answer,
                self._limits,
                "send fewer items per pack, or ask for STATE_ECHO_NONE or a lower trace_detail",
            )
        except ArbiterError as err:
            return _error_answer("", start, functools.partial(item_error_from_error, err)), failed
        return answer, failed

    async def _resolve_items(
        self,
        items: Sequence[combat_service_pb2.BatchItem],
        start: int,
        batch: _Batch,
        shared: SharedState | None,
        *,
        call: _Call,
        field: str,
    ) -> tuple[list[bytes], int]:
        """The answers to ``items`` (indexes from ``start``; the request's repeated ``field``) in
        order, resolved as part of the call's ``work``; and the number of server bugs among
        them."""
        results = []
        failed = 0
        for offset, item in enumerate(items):
            answer, resolved = await self._batch_item(
                item, start + offset, (field, offset), batch, call=call, shared=shared
            )
            results.append(answer)
            if not resolved:
                failed += 1
        return results, failed

    async def _batch_item(
        self,
        item: combat_service_pb2.BatchItem,
        index: int,
        place: _Place,
        batch: _Batch,
        *,
        call: _Call,
        shared: SharedState | None = None,
    ) -> tuple[bytes, bool]:
        """The answer to one batch item (at ``place`` in the message that carried it), resolved
        as part of the call's ``work``, an engine error inline; and False on a server bug (inline
        as INTERNAL, its cause annotated for the log line only)."""
        resolve = functools.partial(
            self._resolve_item,
            item,
            index,
            batch,
            shared,
            counts=call.counts,
            place=place,
            stop=call.work.stop,
        )
        kind = item.WhichOneof("request")
        try:
            cost = item_cost(item, self._limits, shared)
            request = getattr(item, kind) if kind is not None else None
            answer = await call.work.run(
                cost, resolve, field=_COST_FIELDS.get(kind or "", ""), request=request
            )
            _check_size(answer, self._limits)
        except (OverBudget, Stopped):
            raise  # the whole call is over (its budget spent, or its work stopped), not this item
        except ArbiterError as err:
            return _error_answer(
                item.id, index, functools.partial(item_error_from_error, err)
            ), True
        except Exception as exc:  # one item's bug must not end the batch (module doc)
            annotate(last_item_internal_error=f"item {index}: {exc!r}"[:_MAX_LOGGED_CHARS])
            return _error_answer(item.id, index, internal_item_error), False
        return answer, True

    def _resolve_item(
        self,
        item: combat_service_pb2.BatchItem,
        index: int,
        batch: _Batch,
        shared: SharedState | None,
        *,
        counts: ResolutionCounts,
        place: _Place,
        stop: CallStop,
    ) -> bytes:
        """The ResolveBatchResponse of one resolved item."""
        kind = item.WhichOneof("request")
        if kind == "action":
            response = self._resolve_action(item.action, batch, index, shared, counts=counts)
        elif kind == "encounter":
            response = self._resolve_encounter(
                item.encounter, batch, index, shared, counts=counts, stop=stop
            )
        else:
            # The one item error not relative to the item's request, as there is none: the
            # field is the item itself, where the message that carried it has it.
            field, offset = place
            raise InvalidRequestError(
                f"batch item {item.id!r} carries no request (action or encounter)",
                reason="MISSING_REQUEST",
                field=field if offset is None else f"{field}[{offset}]",
            )
        return batch_result_wire(item.id, index, kind, response)

    def _resolve_action(
        self,
        request: combat_service_pb2.ResolveActionRequest,
        batch: _Batch,
        index: int | None,
        shared: SharedState | None = None,
        *,
        counts: ResolutionCounts,
    ) -> bytes:
        """The ResolveActionResponse, resolved under ``batch``'s options (``_DEFAULT_OPTIONS`` for
        the unary RPC, whose ``index`` is None and which annotates its log); ``shared``: a pack's
        shared state."""
        if index is not None:  # a batch item (the unary RPC checked it before its work)
            self._expect_rules(request.expected_rules_digest)
        req = action_request_from_proto(
            request,
            self._catalog,
            self._limits,
            default_detail=batch.detail,
            batch_seed=batch.seed,
            index=index,
            shared=shared,
        )
        ruleset = ruleset_key(req.state.ruleset)
        if index is None:
            annotate(ruleset=ruleset, seed=req.seed)
        resolution = resolve_action(
            req.state, req.action, req.dice, validated=req.validated, detail=req.detail
        )
        counts.add(ruleset, req.kind, resolution.dice_rolled)
        return action_response_wire(
            resolution, req.detail, req.seed, req.converted, echo_state=batch.echo_state
        )

    def _compute_odds(
        self, request: combat_service_pb2.ComputeOddsRequest, *, stop: CallStop
    ) -> bytes:
        """The odds, their branches' dice bounded by the roll budget (max_dice) and the branches
        by the cost limit (max_request_cost: a branch is an attack's resolution, one unit),
        stopping when ``stop`` says so."""
        req = odds_request_from_proto(request, self._catalog, self._limits)
        annotate(ruleset=ruleset_key(req.state.ruleset))
        odds = compute_odds(
            req.state,
            req.action,
            budget=self._limits.max_dice,
            max_branches=self._limits.max_request_cost,
            stop=stop,
        )
        annotate(branches=odds.branches)
        return odds_wire(odds)

    def _compute_encounter_odds(
        self, request: combat_service_pb2.ComputeEncounterOddsRequest, *, stop: CallStop
    ) -> bytes:
        """The encounter's odds, each branch's dice bounded by the roll budget (max_dice) and the
        branches by the cost limit (max_request_cost: a branch is one round's resolution, one
        unit per combatant), stopping when ``stop`` says so."""
        req = encounter_odds_request_from_proto(request, self._catalog, self._limits)
        annotate(ruleset=ruleset_key(req.state.ruleset))
        odds = compute_encounter_odds(
            req.state,
            req.options,
            budget=self._limits.max_dice,
            max_branches=max(1, self._limits.max_request_cost // len(req.state.combatants)),
            stop=stop,
            to_the_end=req.to_the_end,
        )
        annotate(positions=odds.positions, branches=odds.branches)
        return encounter_odds_wire(odds)

    def _resolve_encounter(
        self,
        request: combat_service_pb2.ResolveEncounterRequest,
        batch: _Batch,
        index: int | None,
        shared: SharedState | None = None,
        *,
        counts: ResolutionCounts,
        stop: CallStop,
    ) -> bytes:
        """The ResolveEncounterResponse (see _resolve_action), stopping when ``stop`` says so."""
        if index is not None:
            self._expect_rules(request.expected_rules_digest)
        req = encounter_request_from_proto(
            request,
            self._catalog,
            self._limits,
            default_detail=batch.detail,
            batch_seed=batch.seed,
            index=index,
            shared=shared,
        )
        ruleset = ruleset_key(req.state.ruleset)
        if index is None:
            annotate(ruleset=ruleset, seed=req.seed)
        resolution = resolve_encounter(
            req.state,
            req.dice,
            req.options,
            stop=stop,
            validated=req.validated,
            detail=req.detail,
        )
        counts.add(ruleset, "encounter", resolution.dice_rolled)
        return encounter_response_wire(
            resolution,
            req.detail,
            req.seed,
            req.converted,
            echo_state=batch.echo_state,
            stop=stop,
        )


#: The handler factory of a method, by whether its requests and its responses stream (from
#: service.interceptor's table).
_HANDLER_FACTORIES: dict[tuple[bool, bool], Callable[..., grpc.RpcMethodHandler[Any, Any]]] = {
    streams_of(attribute): factory for attribute, _, factory in HANDLER_KINDS
}


def add_combat_servicer(
    servicer: CombatServicer | combat_service_pb2_grpc.CombatServiceServicer,
    server: grpc.aio.Server,
) -> None:
    """Serve ``servicer`` as arbiter.v1.CombatService on ``server``: the handlers the generated
    ``add_CombatServiceServicer_to_server`` registers, derived from the same descriptor, but with
    a serializer that sends the wire bytes the servicer wrote (service.boundary.wire) as they
    are."""
    service = combat_service_pb2.DESCRIPTOR.services_by_name["CombatService"]
    handlers = {
        method.name: _HANDLER_FACTORIES[method.client_streaming, method.server_streaming](
            getattr(servicer, method.name),
            request_deserializer=getattr(combat_service_pb2, method.input_type.name).FromString,
            response_serializer=serialized,
        )
        for method in service.methods
    }
    server.add_generic_rpc_handlers(
        (grpc.method_handlers_generic_handler(service.full_name, handlers),)
    )
    server.add_registered_method_handlers(service.full_name, handlers)
