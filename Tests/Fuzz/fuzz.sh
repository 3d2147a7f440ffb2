#!/bin/sh
# Tests/Fuzz/fuzz.sh TARGET SECONDS [libFuzzer options…]
#
# Builds (cached) and runs one coverage-guided fuzz target with the
# toolchain's libFuzzer and AddressSanitizer. TARGET is one of the files in
# Tests/Fuzz/targets/ without `.swift`: parser, json5, definition, framing,
# edits, appstrings.
#
# The package's library modules are compiled here with swiftc, instrumented,
# into .build/fuzz/ — not through Package.swift, so `swift build` and
# `swift test` never need sanitizer flags. Each module is rebuilt only when
# one of its sources (or this script) changes.
#
# Seeds come from the test fixtures and, when ../shared is there, the
# CommonMark examples. New inputs libFuzzer finds stay in
# .build/fuzz/corpus/TARGET (so a later run goes on from them); crashes,
# timeouts (1 s per input) and out-of-memory inputs (2 GB) go to
# .build/fuzz/crashes/TARGET/. Reproduce one with
#   .build/fuzz/bin/TARGET .build/fuzz/crashes/TARGET/crash-…
set -eu

if [ $# -lt 2 ]; then
    echo "usage: Tests/Fuzz/fuzz.sh TARGET SECONDS [libFuzzer options…]" >&2
    exit 2
fi
target=$1
seconds=$2
shift 2

root=$(cd "$(dirname "$0")/../.." && pwd)
fuzz="$root/Tests/Fuzz"
build="$root/.build/fuzz"
[ -f "$fuzz/targets/$target.swift" ] || { echo "fuzz.sh: no target '$target' in Tests/Fuzz/targets" >&2; exit 2; }
command -v swiftc >/dev/null 2>&1 || PATH="/opt/swift/usr/bin:$PATH"

# The modules each target links, in dependency order, and its largest input.
case $target in
    parser) modules="LaminateConcurrency LaminateDialect LaminateAttributes LaminateAppStrings LaminateFeatures"; max_len=16384 ;;
    appstrings) modules="LaminateConcurrency LaminateDialect LaminateAttributes LaminateAppStrings LaminateFeatures"; max_len=8192 ;;
    json5 | definition) modules="LaminateConcurrency LaminateDialect LaminateAttributes"; max_len=4096 ;;
    framing) modules="LaminateProtocol"; max_len=8192 ;;
    edits) modules="LaminateConcurrency LaminateDialect LaminateAttributes LaminateAppStrings LaminateFeatures LaminateProtocol LaminatePreview LaminateServer"; max_len=8192 ;;
    *) echo "fuzz.sh: no module list for '$target'" >&2; exit 2 ;;
esac

flags="-O -g -swift-version 6 -parse-as-library -package-name laminate -sanitize=fuzzer,address -warnings-as-errors"
mkdir -p "$build/modules" "$build/bin"

# A stamp of everything an output depends on: the flags and the files.
stamp() {
    { echo "$flags"; cat "$@"; } | cksum
}

for module in $modules; do
    sources=$(find "$root/Sources/$module" -name '*.swift' | sort)
    # The stamp includes those of the modules this one imports (built before it).
    imported=$(grep -ho '^import Laminate[A-Za-z]*' $sources | sort -u | sed "s|^import \(.*\)|$build/modules/\1.stamp|")
    wanted=$(stamp $sources $imported)
    if [ "$(cat "$build/modules/$module.stamp" 2>/dev/null)" != "$wanted" ]; then
        echo "fuzz.sh: building $module" >&2
        (cd "$build/modules" && swiftc $flags -module-name "$module" -I . \
            -emit-module -emit-module-path "$module.swiftmodule" \
            -emit-library -static -o "lib$module.a" $sources)
        echo "$wanted" > "$build/modules/$module.stamp"
    fi
done

# A target is its own file plus the shared support files.
target_sources="$fuzz/targets/$target.swift $(find "$fuzz/support" -name '*.swift' | sort)"
case $target in
    # Foundation's verdict, exactly as the differential test asks it.
    json5) target_sources="$target_sources $root/Tests/LaminateAttributesTests/Support/FoundationJSON5Oracle.swift" ;;
    # The check of the renderer's HTML, as HTMLWellFormednessTests runs it.
    parser) target_sources="$target_sources $root/Tests/LaminateDialectTests/Support/HTMLWellFormedness.swift" ;;
esac
# The linker resolves static libraries in order: importers before imported.
libraries=""
for module in $modules; do libraries="$build/modules/lib$module.a $libraries"; done
wanted=$(stamp $target_sources $libraries)
if [ "$(cat "$build/bin/$target.stamp" 2>/dev/null)" != "$wanted" ]; then
    echo "fuzz.sh: linking $target" >&2
    # ld.gold warns about ASan's local symbols on every link; they are noise.
    swiftc $flags -module-name "Fuzz_$target" -I "$build/modules" $target_sources $libraries \
        -o "$build/bin/$target" 2>&1 | grep -v "Cannot export local symbol '__asan" >&2 || true
    [ -x "$build/bin/$target" ] || exit 1
    echo "$wanted" > "$build/bin/$target.stamp"
fi

# Swift's own backtracer would take over a crash and can keep libFuzzer
# waiting; libFuzzer and ASan print the stack themselves. Leak checking is
# off: Swift's lazily made globals (the built-in catalog) live as long as
# the process and would be reported as leaks.
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0

# Seeds, rewritten each run so they follow the fixtures.
seeds="$build/seeds/$target"
rm -rf "$seeds"
mkdir -p "$seeds" "$build/corpus/$target" "$build/crashes/$target"
FUZZ_WRITE_SEEDS="$seeds" FUZZ_ROOT="$root" "$build/bin/$target" -runs=0 >/dev/null 2>&1 || true
echo "fuzz.sh: $(find "$seeds" -type f | wc -l) seeds for $target" >&2
if [ "$target" = parser ] && [ ! -f "$root/../shared/commonmark/spec.json" ]; then
    echo "fuzz.sh: ../shared/commonmark/spec.json is absent; seeding without the CommonMark examples" >&2
fi

exec "$build/bin/$target" \
    -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len="$max_len" \
    -artifact_prefix="$build/crashes/$target/" -print_final_stats=1 "$@" \
    "$build/corpus/$target" "$seeds"
