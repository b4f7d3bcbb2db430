"""Packed batches over real loopback gRPC: many items per ResolveBatch message answered by one
message, a state shared by a pack's (or a ResolveMany's) items and converted once, results without
the state echo, and the stream limits applied to packs."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import grpc
import pytest
from google.rpc import code_pb2
from prometheus_client import REGISTRY

from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc, state_pb2, trace_pb2
from engine.dice import derive_seed
from engine.state import EncounterState
from service.boundary import convert
from service.boundary.codec.echo import ConvertedCombatant
from service.limits import Limits
from service.servicer import CombatServicer
from tests.service.support import (
    LoopbackServer,
    arrayer_fighter,
    attack,
    details_of,
    encounter,
    forced,
    rpc_error_details,
    tiered_fighter,
    without_rules_version,
)

Stub = combat_service_pb2_grpc.CombatServiceStub
Req = combat_service_pb2.ResolveActionRequest
EncReq = combat_service_pb2.ResolveEncounterRequest
Item = combat_service_pb2.BatchItem
Message = combat_service_pb2.ResolveBatchRequest
Answer = combat_service_pb2.ResolveBatchResponse
ARRAYER = state_pb2.RULESET_ARRAYER
TIERED = state_pb2.RULESET_TIERED


def duel() -> state_pb2.EncounterState:
    """ana (sword, Skilled: d10) and bo (hp 5, armour 2), ARRAYER."""
    return encounter(
        ARRAYER,
        arrayer_fighter("ana", "red"),
        arrayer_fighter("bo", "blue", armour=2),
    )


def skirmish() -> state_pb2.EncounterState:
    skills = state_pb2.TieredSkills(main_hand_melee=3, two_handed_melee=2, unarmed=1)
    return encounter(
        TIERED,
        tiered_fighter("ana", "red", weapons=("one_handed_melee_t2",), skills=skills, at=(0, 0)),
        tiered_fighter("bo", "blue", weapons=("two_handed_melee_t3",), skills=skills, at=(9, 3)),
    )


def swing(item_id: str, *faces: int, state: state_pb2.EncounterState | None = None) -> Item:
    """ana attacks bo; forced ``faces`` if given, else the batch's derived seed."""
    request = Req(action=attack("ana", "bo"), state=state)
    if faces:
        request.dice.CopyFrom(forced(*faces))
    return Item(id=item_id, action=request)


def options(**fields: object) -> Message:
    return Message(options=combat_service_pb2.BatchOptions(**fields))  # type: ignore[arg-type]


def pack(items: Iterable[Item], shared: state_pb2.EncounterState | None = None) -> Message:
    return Message(pack=combat_service_pb2.BatchPack(items=items, shared_state=shared))


def one(item: Item) -> Message:
    return Message(item=item)


def flatten(answers: Iterable[Answer]) -> list[Answer]:
    """Every item's result, in order: a pack's answer stands for its results."""
    results: list[Answer] = []
    for answer in answers:
        if answer.WhichOneof("result") == "pack":
            results.extend(answer.pack.results)
        else:
            results.append(answer)
    return results


def wire(results: Sequence[Answer]) -> list[bytes]:
    """Each result's bytes, without the stream's rules version (which its first answer
    carries, a pack's or an item's)."""
    return [without_rules_version(r).SerializeToString(deterministic=True) for r in results]


def hp_of(state: state_pb2.EncounterState, combatant_id: str) -> int:
    return next(c.hp for c in state.combatants if c.id == combatant_id)


def test_a_pack_is_one_answer_with_its_results_in_order_and_inline_errors(stub: Stub) -> None:
    broken = swing("broken", 4, state=duel())
    broken.action.action.attack.target_id = "zed"
    items = [
        swing("hit", 4, state=duel()),
        broken,
        Item(id="hollow"),
        Item(id="fight", encounter=EncReq(state=skirmish(), max_rounds=100)),
        swing("miss", 7, state=duel()),
    ]
    (answer,) = stub.ResolveBatch(iter([options(seed=7), pack(items)]))
    assert (answer.id, answer.index, answer.WhichOneof("result")) == ("", 0, "pack")
    results = answer.pack.results
    assert [(r.id, r.index, r.WhichOneof("result")) for r in results] == [
        ("hit", 0, "action"),
        ("broken", 1, "error"),
        ("hollow", 2, "error"),
        ("fight", 3, "encounter"),
        ("miss", 4, "action"),
    ]
    assert hp_of(results[0].action.state, "bo") == 3
    assert results[1].error.code == code_pb2.INVALID_ARGUMENT
    assert details_of(results[1].error.details).fields == ["action.attack.targetId"]
    assert details_of(results[1].error.details).reason == "UNKNOWN_COMBATANT"
    # An item with no request has no request to be relative to: the field is the item itself.
    hollow = details_of(results[2].error.details)
    assert (hollow.reason, hollow.fields) == ("MISSING_REQUEST", ["pack.items[2]"])
    assert results[3].encounter.seed == derive_seed(7, 3)
    assert results[3].encounter.outcome.end_reason == combat_service_pb2.END_REASON_SIDE_DEFEATED
    assert hp_of(results[4].action.state, "bo") == 5


def _counted(kind: str) -> tuple[float, float]:
    """arbiter_resolutions_total for ARRAYER ``kind`` and arbiter_dice_rolled_total for ARRAYER."""
    resolved = REGISTRY.get_sample_value(
        "arbiter_resolutions_total", {"ruleset": "arrayer", "kind": kind}
    )
    rolled = REGISTRY.get_sample_value("arbiter_dice_rolled_total", {"ruleset": "arrayer"})
    return resolved or 0.0, rolled or 0.0


def test_the_metrics_count_every_item_of_a_pack_and_its_dice(stub: Stub) -> None:
    # The servicer counts a message's resolutions together once it is answered: every item
    # resolved (not the failed one) and every die, once each.
    resolved, rolled = _counted("attack")
    broken = swing("broken", 4)
    broken.action.action.attack.target_id = "zed"
    items = [swing("a", 4), broken, swing("b", 7), swing("c", 2)]
    answer, single = stub.ResolveBatch(
        iter([pack(items, duel()), one(swing("d", 5, state=duel()))])
    )
    dice = sum(r.action.dice_rolled for r in answer.pack.results) + single.action.dice_rolled
    assert dice >= 4
    assert _counted("attack") == (resolved + 4, rolled + dice)


def test_indexes_and_derived_seeds_continue_across_packs_and_single_items(stub: Stub) -> None:
    def unseeded(name: str) -> Item:
        return swing(name, state=duel())

    messages = [
        options(seed=42),
        one(unseeded("a")),
        pack([unseeded("b"), unseeded("c"), unseeded("d")]),
        one(unseeded("e")),
        pack([]),
        pack([unseeded("f"), unseeded("g")], shared=duel()),
    ]
    answers = list(stub.ResolveBatch(iter(messages)))
    assert [(a.index, a.WhichOneof("result")) for a in answers] == [
        (0, "action"),
        (1, "pack"),
        (4, "action"),
        (5, "pack"),
        (5, "pack"),
    ]
    assert len(answers[3].pack.results) == 0
    results = flatten(answers)
    assert [(r.id, r.index) for r in results] == [(name, i) for i, name in enumerate("abcdefg")]
    assert [r.action.seed for r in results] == [derive_seed(42, i) for i in range(7)]


def test_packed_results_are_byte_identical_to_one_item_per_message(stub: Stub) -> None:
    items = [
        swing("s0", state=duel()),
        swing("f1", 4, state=duel()),
        Item(id="e2", encounter=EncReq(state=skirmish(), max_rounds=100)),
        swing("s3", state=duel()),
        Item(id="e4", encounter=EncReq(state=skirmish(), max_rounds=100)),
        swing("s5", state=duel()),
    ]
    head = options(seed=2026, trace_detail=trace_pb2.TRACE_DETAIL_SUMMARY)
    unpacked = list(stub.ResolveBatch(iter([head, *map(one, items)])))
    packed = flatten(stub.ResolveBatch(iter([head, pack(items)])))
    mixed = flatten(
        stub.ResolveBatch(iter([head, pack(items[:2]), one(items[2]), pack(items[3:])]))
    )
    assert len(unpacked) == 6
    assert wire(packed) == wire(unpacked)
    assert wire(mixed) == wire(unpacked)


def test_a_shared_state_resolves_like_the_state_repeated(stub: Stub) -> None:
    """Items without a state take the pack's; an item with its own state uses its own."""
    other = duel()
    other.combatants[1].hp = 9
    shared_items = [
        swing("s0"),
        swing("f1", 4),
        swing("own", 4, state=other),
        Item(id="e3", encounter=EncReq(max_rounds=100)),
    ]
    repeated_items = [
        swing("s0", state=duel()),
        swing("f1", 4, state=duel()),
        swing("own", 4, state=other),
        Item(id="e3", encounter=EncReq(state=duel(), max_rounds=100)),
    ]
    head = options(seed=5)
    shared = flatten(stub.ResolveBatch(iter([head, pack(shared_items, shared=duel())])))
    repeated = flatten(stub.ResolveBatch(iter([head, pack(repeated_items)])))
    assert [r.WhichOneof("result") for r in shared] == ["action"] * 3 + ["encounter"]
    assert wire(shared) == wire(repeated)
    assert hp_of(shared[2].action.state, "bo") == 7  # its own state: 9 - (4 - 2)
    # ResolveMany takes a shared state the same way.
    many = stub.ResolveMany(
        combat_service_pb2.ResolveManyRequest(
            options=combat_service_pb2.BatchOptions(seed=5), items=shared_items, shared_state=duel()
        )
    )
    assert wire(many.results) == wire(repeated)


def test_without_a_shared_state_a_stateless_item_fails_as_before(stub: Stub) -> None:
    (answer,) = stub.ResolveBatch(iter([pack([swing("bare", 4)])]))
    (result,) = answer.pack.results
    assert result.error.code == code_pb2.INVALID_ARGUMENT
    assert details_of(result.error.details).fields == ["state.ruleset"]


def test_a_bad_shared_state_fails_each_item_using_it_and_the_stream_goes_on(stub: Stub) -> None:
    bad = duel()
    bad.combatants[1].id = "ana"  # the engine's state check: a duplicate id
    unknown = duel()
    unknown.combatants[0].weapons[0].catalog_id = "spork"  # the conversion's check
    messages = [
        pack([swing("a", 4), swing("own", 4, state=duel()), swing("b", 4)], shared=bad),
        pack([swing("c", 4)], shared=unknown),
        one(swing("after", 4, state=duel())),
    ]
    first, second, after = stub.ResolveBatch(iter(messages))
    a, own, b = first.pack.results
    for failed in (a, b):
        assert failed.error.code == code_pb2.INVALID_ARGUMENT
        details = details_of(failed.error.details)
        assert (details.fields, details.reason) == (
            ["sharedState.combatants[1].id"],
            "DUPLICATE_ID",
        )
    assert a.error == b.error
    assert hp_of(own.action.state, "bo") == 3
    (c,) = second.pack.results
    assert details_of(c.error.details).fields == ["sharedState.combatants[0].weapons[0].catalogId"]
    assert "spork" in c.error.message
    assert after.WhichOneof("result") == "action"


def test_the_shared_state_is_converted_once_per_pack(
    stub: Stub, monkeypatch: pytest.MonkeyPatch
) -> None:
    converted: list[str] = []
    real = convert.converted_state_from_proto

    def counting(
        msg: state_pb2.EncounterState, *args: object, **kwargs: object
    ) -> tuple[EncounterState, tuple[ConvertedCombatant, ...]]:
        converted.append(str(args[2]) if len(args) > 2 else "state")
        return real(msg, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(convert, "converted_state_from_proto", counting)
    shared_items = [swing(f"s{i}", 4) for i in range(5)]
    answers = list(
        stub.ResolveBatch(
            iter(
                [
                    pack(shared_items, shared=duel()),
                    pack([*shared_items, swing("own", 4, state=duel())], shared=duel()),
                    pack([swing("unused", 4, state=duel())], shared=duel()),
                ]
            )
        )
    )
    assert all(r.WhichOneof("result") == "action" for r in flatten(answers))
    # Once per pack whose items use it (not per item); the item with its own state converts its
    # own; a shared state no item uses is never converted.
    assert converted == ["shared_state", "shared_state", "state", "state"]
    converted.clear()
    stub.ResolveMany(combat_service_pb2.ResolveManyRequest(items=shared_items, shared_state=duel()))
    assert converted == ["shared_state"]
    converted.clear()
    list(stub.ResolveBatch(iter([pack([swing(f"r{i}", 4, state=duel()) for i in range(5)])])))
    assert converted == ["state"] * 5  # a per-item state is converted per item, as before


def test_state_echo_none_leaves_the_state_out_and_nothing_else(stub: Stub) -> None:
    items = [
        swing("a", 4, state=duel()),
        Item(id="e", encounter=EncReq(state=skirmish(), max_rounds=100)),
    ]
    echoed = flatten(stub.ResolveBatch(iter([options(seed=3), pack(items)])))
    bare = flatten(
        stub.ResolveBatch(
            iter([options(seed=3, state_echo=combat_service_pb2.STATE_ECHO_NONE), pack(items)])
        )
    )
    full = flatten(
        stub.ResolveBatch(
            iter([options(seed=3, state_echo=combat_service_pb2.STATE_ECHO_FULL), pack(items)])
        )
    )
    assert wire(full) == wire(echoed)
    assert not bare[0].action.HasField("state")
    assert not bare[1].encounter.HasField("state")
    (strike,) = bare[0].action.result.attack.strikes  # the result still says what happened
    assert (strike.target_id, strike.hp_before, strike.hp_after) == ("bo", 5, 3)
    echoed[0].action.ClearField("state")
    echoed[1].encounter.ClearField("state")
    assert wire(bare) == wire(echoed)
    # ResolveMany honours it too.
    many = stub.ResolveMany(
        combat_service_pb2.ResolveManyRequest(
            options=combat_service_pb2.BatchOptions(
                seed=3, state_echo=combat_service_pb2.STATE_ECHO_NONE
            ),
            items=items,
        )
    )
    assert wire(many.results) == wire(bare)


def test_an_unknown_state_echo_ends_the_stream(stub: Stub) -> None:
    responses = stub.ResolveBatch(iter([options(state_echo=99), one(swing("x", 4, state=duel()))]))
    with pytest.raises(grpc.RpcError) as caught:
        next(responses)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(caught.value)
    assert (details.fields, details.reason) == (["options.stateEcho"], "UNKNOWN_ENUM_VALUE")


def test_a_pack_over_the_item_limit_ends_the_stream_before_any_of_it_resolves(
    small_stub: Stub,
) -> None:
    """The small server allows 2 items per stream: 1, then a pack of 2 is one too many."""
    messages = [one(swing("a", 4, state=duel())), pack([swing("b", 4), swing("c", 4)], duel())]
    responses = small_stub.ResolveBatch(iter(messages))
    assert next(responses).index == 0
    with pytest.raises(grpc.RpcError) as caught:
        next(responses)
    assert caught.value.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
    status, details = rpc_error_details(caught.value)
    assert (details.fields, details.reason) == (["pack.items"], "LIMIT_EXCEEDED")
    assert "1 so far, then 2 more" in status.message
    # A pack that fits exactly is answered.
    (answer,) = small_stub.ResolveBatch(iter([pack([swing("b", 4), swing("c", 4)], duel())]))
    assert [r.index for r in answer.pack.results] == [0, 1]


def test_an_answer_over_the_size_limit_is_one_pack_error_and_the_stream_goes_on(
    serve: Callable[[CombatServicer], LoopbackServer],
) -> None:
    """Each result (~400 bytes with its state) fits a 2 KiB limit; eight in one answer do not."""
    server = serve(CombatServicer(Limits(max_message_bytes=2048)))
    channel, stub = server.stub()
    with channel:
        items = [swing(f"i{i}", 4) for i in range(8)]
        messages = [
            pack(items, shared=duel()),
            pack(items[:2], shared=duel()),
            one(swing("after", 4, state=duel())),
        ]
        big, small, after = stub.ResolveBatch(iter(messages))
        assert (big.index, big.WhichOneof("result")) == (0, "error")
        assert big.error.code == code_pb2.RESOURCE_EXHAUSTED
        assert details_of(big.error.details).reason == "RESPONSE_TOO_LARGE"
        assert "fewer items per pack" in big.error.message
        assert (small.index, [r.index for r in small.pack.results]) == (8, [8, 9])
        assert after.index == 10
        # Without the state echo the same eight fit.
        (lean,) = stub.ResolveBatch(
            iter([options(state_echo=combat_service_pb2.STATE_ECHO_NONE), pack(items, duel())])
        )
        assert [r.WhichOneof("result") for r in lean.pack.results] == ["action"] * 8
