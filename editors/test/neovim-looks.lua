-- What a character of a buffer looks like through its semantic tokens, as
-- Neovim draws it: the highlights of the extmarks Neovim placed for the
-- tokens there (`vim.inspect_pos`), each resolved through its links and
-- dotted fallbacks (`@lsp.mod.bold.markdown` -> `@lsp.mod.bold` ->
-- `@markup.strong`), combined in priority order: a higher priority sets the
-- attributes it has, the others show through. Used by neovim-current.lua
-- (Neovim 0.11 and later).
local M = {}

-- The semantic-token extmarks at a zero-based row and byte column. Neovim
-- places them for the lines on screen when it redraws, so the window is
-- moved there first.
function M.marks_at(bufnr, row, column)
  vim.api.nvim_win_set_cursor(0, { row + 1, column })
  vim.cmd("redraw")
  local items = vim.inspect_pos(bufnr, row, column,
    { semantic_tokens = true, syntax = false, treesitter = false, extmarks = false })
  local marks = items.semantic_tokens or {}
  table.sort(marks, function(a, b) return (a.opts.priority or 0) < (b.opts.priority or 0) end)
  return marks
end

-- The underline styles: a terminal draws one, so Neovim lets a higher
-- priority's style replace a lower one's rather than add to it.
local underline_styles = { "underline", "undercurl", "underdouble", "underdotted", "underdashed" }

-- The combined look, and the group names it came from (lowest priority
-- first), at a zero-based row and byte column.
function M.look_at(bufnr, row, column)
  local look, groups = {}, {}
  for _, mark in ipairs(M.marks_at(bufnr, row, column)) do
    local name = mark.opts.hl_group
    table.insert(groups, name)
    local definition = vim.api.nvim_get_hl(0, { name = name, link = false })
    for _, style in ipairs(underline_styles) do
      if definition[style] then
        for _, other in ipairs(underline_styles) do look[other] = nil end
      end
    end
    for key, value in pairs(definition) do
      if key ~= "default" and key ~= "cterm" then look[key] = value end
    end
  end
  return look, groups
end

-- A 24-bit colour as red, green and blue.
local function components(colour)
  return math.floor(colour / 65536) % 256, math.floor(colour / 256) % 256, colour % 256
end

-- Whether `colour` is clearly of one hue: that component bright and well
-- above the other two. `which` is 1 for red, 2 for green, 3 for blue.
function M.dominated_by(colour, which)
  if colour == nil then return false end
  local parts = { components(colour) }
  local main = parts[which]
  for index, part in ipairs(parts) do
    if index ~= which and main < part + 80 then return false end
  end
  return main >= 128
end

function M.describe(look)
  if look.fg then look = vim.tbl_extend("force", look, { fg = string.format("#%06X", look.fg) }) end
  if look.bg then look = vim.tbl_extend("force", look, { bg = string.format("#%06X", look.bg) }) end
  return vim.inspect(look, { newline = " ", indent = "" })
end

return M
