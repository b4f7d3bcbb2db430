#!/usr/bin/env bash
# Try the package's runtime outside Unity, as the suite does (tests/clients/mono.py): compile
# Arbiter.Runtime (Runtime/, its generated classes included; not Runtime/Unity, which needs
# UnityEngine) with your C# files under Debian's mono, then run the program.
#
#   clients/unity/Tools~/mono.sh Program.cs [More.cs ...] [-- ARG ...]
#
# C# 7 (-langversion:7, what Unity 2021.3 compiles), warnings as errors. Needs mono-mcs,
# mono-runtime, libmono-system-net-http4.0-cil and libnewtonsoft-json-cil-dev (Debian's packages;
# scripts/bootstrap.sh --dev installs them). Unity folders ending in "~" are not imported, so
# this script stays out of a game's project.
set -euo pipefail

package=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The assemblies the runtime uses (the same list as tests/clients/mono.py's _REFERENCES).
references=(
  /usr/lib/mono/4.5/System.Net.Http.dll
  /usr/lib/mono/4.5/System.Numerics.dll
  /usr/lib/cli/Newtonsoft.Json-5.0/Newtonsoft.Json.dll
)
sources=()
while [[ $# -gt 0 && $1 != -- ]]; do
  sources+=("$1")
  shift
done
[[ ${1:-} == -- ]] && shift
if [[ ${#sources[@]} -eq 0 ]]; then
  echo "usage: $0 Program.cs [More.cs ...] [-- ARG ...]" >&2
  exit 2
fi
mapfile -t runtime < <(find "$package/Runtime" -name '*.cs' -not -path "$package/Runtime/Unity/*" | sort)
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
mcs -langversion:7 -warnaserror+ "${references[@]/#/-r:}" -out:"$build/program.exe" \
  "${runtime[@]}" "${sources[@]}"
mono "$build/program.exe" "$@"
