# From clients/godot-runtime/dice.gd (scripts/gen_protos.py): edit that.
# Arbiter's dice generator (docs/dice.md): SplitMix64, dice by rejection, batch seed derivation.
# A game replays or predicts a resolution from its seed with it: the same seed gives the same
# faces, in the order the trace lists them, as engine/dice.py on the server.
#
# GDScript has signed 64-bit ints only, so a uint64 is held as the int with the same 64 bits
# (2^64 - 1 is -1). Addition and multiplication wrap modulo 2^64 as in two's complement, which is
# what SplitMix64 needs; the right shift, the comparison and the modulo are the unsigned ones
# below. Seeds travel as decimal strings (proto3 JSON writes a uint64 so): parse_u64 and
# u64_to_string convert. Godot 3 syntax: the suite runs it on godot3-server and lints it with
# gdtoolkit 3.
extends Reference

# 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9 and 0x94D049BB133111EB as the ints with the same bits
# (each minus 2^64): a literal above 2^63 - 1 does not fit a GDScript int.
const GAMMA = -0x61C8864680B583EB
const MIX1 = -0x40A7B892E31B1A47
const MIX2 = -0x6B2FB644ECCEEE15
# 2^63 - 1 and the sign bit (-2^63, written without overflowing).
const INT_MAX = 0x7FFFFFFFFFFFFFFF
const SIGN_BIT = -0x7FFFFFFFFFFFFFFF - 1
# floor((2^64 - 1) / 10): a decimal uint64 longer than this times ten does not fit.
const U64_MAX_DIV_10 = 1844674407370955161

# The generator's state; a new generator's state is its seed.
var state: int


func _init(start: int = 0) -> void:
	state = start


# Advance and return the next output (a uint64 bit pattern).
func next_u64() -> int:
	state += GAMMA
	return mix(state)


# A uniform face in 1..size, by rejection, exactly as the server draws it.
func next_face(size: int) -> int:
	assert(size >= 1)
	# Accept u < 2^64 - (2^64 mod size), that is u <= (2^64 - 1) - (2^64 mod size), where
	# 2^64 mod size is ((2^64 - 1) mod size + 1) mod size (zero for sizes dividing 2^64).
	var rejected: int = (umod(-1, size) + 1) % size
	var largest: int = -1 - rejected
	while true:
		var u: int = next_u64()
		if not ult(largest, u):
			return umod(u, size) + 1
	return 0  # not reached: the loop returns


# The seed of batch item index (0-based) under a batch seed: the (index+1)-th output of
# SplitMix64 started at that seed.
static func derive_seed(batch_seed: int, index: int) -> int:
	return mix(batch_seed + (index + 1) * GAMMA)


# SplitMix64's output function: the last three lines of docs/dice.md's block.
static func mix(z: int) -> int:
	z = (z ^ shr(z, 30)) * MIX1
	z = (z ^ shr(z, 27)) * MIX2
	return z ^ shr(z, 31)


# Logical (unsigned) right shift by 1..63 bits: the arithmetic shift, its sign copies masked off.
static func shr(z: int, bits: int) -> int:
	return (z >> bits) & (INT_MAX >> (bits - 1))


# Unsigned a < b: flipping the sign bit maps unsigned order onto signed order.
static func ult(a: int, b: int) -> bool:
	return (a ^ SIGN_BIT) < (b ^ SIGN_BIT)


# Unsigned u mod n for 1 <= n < 2^62: u = 2h + b with h = u >>> 1 non-negative.
static func umod(u: int, n: int) -> int:
	if u >= 0:
		return u % n
	return ((shr(u, 1) % n) * 2 + (u & 1)) % n


# A uint64 from its decimal string (proto3 JSON's form, e.g. a response's "seed"), as the int
# with the same bits; null if the text is not a decimal number in 0..2^64 - 1.
static func parse_u64(text: String):
	if text.empty():
		return null
	var value: int = 0
	for i in range(text.length()):
		var digit: int = text.ord_at(i) - 48
		if digit < 0 or digit > 9:
			return null
		if ult(U64_MAX_DIV_10, value) or (value == U64_MAX_DIV_10 and digit > 5):
			return null
		value = value * 10 + digit
	return value


# The decimal string of a uint64 bit pattern (what a request's "seed" field takes).
static func u64_to_string(u: int) -> String:
	if u >= 0:
		return str(u)
	# floor(u / 10) = floor((u >>> 1) / 5), and the last digit is what remains.
	var tens: int = shr(u, 1) / 5
	return str(tens) + str(u - tens * 10)
