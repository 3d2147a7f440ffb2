#!/usr/bin/env bash
# Test of app strings in a current Neovim (0.11 and later) with the shipped
# configuration (editors/neovim: `require("laminate").setup()`, whose
# app_strings option is on by default): through Neovim's own LSP client
# (checks in neovim-app-strings.lua), a String Catalog (.xcstrings, filetype
# json), a .strings file and a Swift source, each with emoji and CJK text
# before its spans, get laminate attached, a diagnostic at the right place
# (LAM023 on the catalog's translation that dropped the source's span, LAM007
# in the others) and a semantic token over a span's text; in the Swift file
# nothing inside an interpolation is reported or painted.
#
# Usage: editors/test/neovim-app-strings.sh [PATH/TO/laminate]
#   server: default .build/debug/laminate, then `laminate` on PATH;
#   Neovim: $LAMINATE_NVIM, default `nvim` on PATH.
# Exit status: 0 when every check passed, 1 when one failed (the output says
# which), 2 when Neovim (0.11 or later) or the server binary is missing.
# Run by `swift test` (EditorSmokeTests) with LAMINATE_NVIM set by .ci/run.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package_root="$(cd "$here/../.." && pwd)"

smoke_name=neovim-app-strings
source "$here/find-laminate.sh"
source "$here/run-neovim.sh"
source "$here/find-current-neovim.sh"

workspace="$(mktemp -d)"
server_folder="$(mktemp -d)"
trap 'rm -rf "$workspace" "$server_folder"' EXIT
ln -s "$laminate" "$server_folder/laminate"
export PATH="$server_folder:$PATH"
echo '{}' >"$workspace/.laminate.json"
cat >"$workspace/Localizable.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld pears" : {
      "localizations" : {
        "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "^[%lld pear](inflect: true)" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "^[%lld pears](inflect: true)" } }
        } } },
        "es" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "😀 漢字 ^[%lld pera](inflect: true)" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "😀 漢字 %lld peras" } }
        } } }
      }
    }
  },
  "version" : "1.0"
}
JSON
cat >"$workspace/Localizable.strings" <<'STRINGS'
/* 😀 漢字 before the span */
"greeting" = "😀 漢字 ^[Hello](foregroundColor: \"rde\")";
STRINGS
cat >"$workspace/View.swift" <<'SWIFT'
import SwiftUI

struct Greeting: View {
    var body: some View {
        Text("😀 \(isSale ? "^[inside](foregroundColor: \"pnk\")" : "") 漢字 ^[Hi](foregroundColor: \"blu\")")
    }
}
SWIFT

run_neovim "$nvim" 150 "$here/neovim-app-strings.lua"
