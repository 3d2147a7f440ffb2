-- Highlight groups for Laminate's semantic tokens, so that a span's
-- attributes show as they will look: `fontWeight: "bold"` bold, an
-- ingredient green, `foregroundColor: "red"` red.
--
-- Neovim highlights a token with `@lsp.type.<type>` (priority 125), each
-- `@lsp.mod.<modifier>` (126) and each `@lsp.typemod.<type>.<modifier>`
-- (127), over treesitter (100). Every group is set with `default = true`, so
-- a colour scheme or the user's own `nvim_set_hl` wins where it defines the
-- group, and set again on `ColorScheme` (`:colorscheme` clears groups it did
-- not define). Semantic tokens exist from Neovim 0.9 on; before, `apply`
-- does nothing.
local M = {}

-- EditorLegendMappingTests (Tests/LaminateServerTests/Editors) reads the
-- keys of the tables `colours`, `types` and `modifiers` below and checks
-- them against the server's legend: keep one `key = value` per entry.

-- A group's look: link to the first of `links` that the running Neovim (or
-- the colour scheme) defines, else the attributes `fallback`. The
-- `@markup.*` names are those of 0.10 on; 0.9 called them `@text.*`.
local function look(links, fallback)
  return { links = links, fallback = fallback or {} }
end

-- Neovim 0.9 still shows these attributes where no group fits.
local bold = { bold = true }
local italic = { italic = true }
local underline = { underline = true }
local strikethrough = { strikethrough = true }

-- The 15 colours a `foregroundColor` maps to, with the values the server's
-- colour swatches use (Apple's light-mode system colours,
-- Sources/LaminateFeatures/Colors/NamedColorValues.swift), and the nearest
-- of the 256 terminal colours for a Neovim without 'termguicolors'.
local colours = {
  colorBlack = { "#000000", 16 }, colorWhite = { "#FFFFFF", 231 }, colorGray = { "#8E8E93", 246 },
  colorRed = { "#FF3B30", 203 }, colorOrange = { "#FF9500", 208 }, colorYellow = { "#FFCC00", 220 },
  colorGreen = { "#34C759", 77 }, colorMint = { "#00C7BE", 43 }, colorTeal = { "#30B0C7", 74 },
  colorCyan = { "#32ADE6", 74 }, colorBlue = { "#007AFF", 33 }, colorIndigo = { "#5856D6", 62 },
  colorPurple = { "#AF52DE", 134 }, colorPink = { "#FF2D55", 197 }, colorBrown = { "#A2845E", 137 },
}

-- Every token type. Markers look as treesitter draws them, so a client
-- that asks for every construct (setting `semanticTokens.markdown = true`)
-- sees the Markdown it is used to.
local types = {
  -- The standard types: Neovim's own default links stay (`default = true`
  -- does not replace them); these fill in where it has none (`label`, which
  -- LSP added in 3.18, and most of them on 0.9).
  string = look({ "@string", "String" }),
  number = look({ "@number", "Number" }),
  keyword = look({ "@keyword", "Keyword" }),
  property = look({ "@property", "Identifier" }),
  decorator = look({ "@attribute", "PreProc" }),
  label = look({ "@label", "Label" }),
  comment = look({ "@comment", "Comment" }),
  -- Plain text: its look comes from its modifiers alone.
  text = look({}),
  heading = look({ "@markup.heading", "@text.title", "Title" }, bold),
  headingMarker = look({ "@punctuation.special", "Special" }),
  listMarker = look({ "@markup.list", "@punctuation.special", "Special" }),
  quoteMarker = look({ "@punctuation.special", "Special" }),
  thematicBreak = look({ "@punctuation.special", "Special" }),
  fence = look({ "@punctuation.delimiter", "Delimiter" }),
  infoString = look({ "@label", "Label" }),
  code = look({ "@markup.raw", "@text.literal", "String" }),
  tablePipe = look({ "@punctuation.special", "Special" }),
  tableDelimiter = look({ "@punctuation.special", "Special" }),
  delimiter = look({ "@punctuation.delimiter", "Delimiter" }),
  link = look({ "@markup.link.label", "@text.reference", "Underlined" }, underline),
  url = look({ "@markup.link.url", "@text.uri", "Underlined" }, underline),
  html = look({ "@tag", "Tag" }),
  escapeSequence = look({ "@string.escape", "SpecialChar" }),
  entity = look({ "@character.special", "SpecialChar" }),
  boolean = look({ "@boolean", "Boolean" }),
  -- A dotted underline marks "this text carries attributes" without taking
  -- the colour, weight, slant or solid underline its attributes may set.
  attributedText = look({}, { underdotted = true }),
  -- The catalog's "green", the colour ingredients are meant to have (see
  -- the constraint in editors/example/.laminate.json).
  ingredient = look({}, { fg = colours.colorGreen[1], ctermfg = colours.colorGreen[2] }),
}

-- Modifiers from Markdown formatting look like that formatting does in the
-- colour scheme. The rendering modifiers (from a span's attributes) are
-- bare attributes instead: a scheme's `@markup.strong` may carry a colour,
-- which would hide a span's `foregroundColor`.
local modifiers = {
  emphasis = look({ "@markup.italic", "@text.emphasis" }, italic),
  strong = look({ "@markup.strong", "@text.strong" }, bold),
  strikethrough = look({ "@markup.strikethrough", "@text.strike" }, strikethrough),
  -- Heading levels only mean a heading colour on headings (see the
  -- typemods below): on an ingredient in a heading the green must stay.
  level1 = look({}), level2 = look({}), level3 = look({}),
  level4 = look({}), level5 = look({}), level6 = look({}),
  image = look({}),
  -- Part of a link reference or attribute definition: shown by its type.
  definition = look({}),
  bold = look({}, bold),
  italic = look({}, italic),
  underline = look({}, underline),
  lineThrough = look({}, strikethrough),
}

-- Black text on a dark background (white on a light one) would vanish, so
-- it gets a backdrop of the other kind.
local function colour_look(name, colour)
  local attributes = { fg = colour[1], ctermfg = colour[2] }
  local dark = vim.o.background == "dark"
  if name == "colorBlack" and dark then attributes.bg, attributes.ctermbg = "#C7C7CC", 251 end
  if name == "colorWhite" and not dark then attributes.bg, attributes.ctermbg = "#3A3A3C", 237 end
  return look({}, attributes)
end

-- The token types that carry a span's rendering modifiers.
local span_types = { "attributedText", "ingredient", "text", "code", "link" }

-- Whether `name` is defined (linked or with attributes) right now, without
-- creating it: creating it would make a later link to it look defined.
local function defined(name)
  if vim.fn.hlexists(name) == 0 then return false end
  local options = { name = name }
  if vim.fn.has("nvim-0.10") == 1 then options.create = false end
  local ok, definition = pcall(vim.api.nvim_get_hl, 0, options)
  return ok and next(definition) ~= nil
end

local function set(name, spec)
  for _, target in ipairs(spec.links) do
    if defined(target) then
      vim.api.nvim_set_hl(0, name, { link = target, default = true })
      return
    end
  end
  local attributes = vim.deepcopy(spec.fallback)
  attributes.default = true
  vim.api.nvim_set_hl(0, name, attributes)
end

-- Every group, by name (neovim-current.lua checks that the server's legend
-- has none without one).
function M.groups()
  local groups = {}
  for name, spec in pairs(types) do groups["@lsp.type." .. name] = spec end
  for name, spec in pairs(modifiers) do groups["@lsp.mod." .. name] = spec end
  for name, colour in pairs(colours) do
    groups["@lsp.mod." .. name] = colour_look(name, colour)
    -- A colour beats every other modifier (127 over 126), so a bold red
    -- span stays red in a scheme whose bold has a colour.
    for _, type in ipairs(span_types) do
      groups["@lsp.typemod." .. type .. "." .. name] = look({ "@lsp.mod." .. name })
    end
  end
  for level = 1, 6 do
    local heading = look({ "@markup.heading." .. level, "@markup.heading", "@text.title", "Title" }, bold)
    groups["@lsp.typemod.heading.level" .. level] = heading
    groups["@lsp.typemod.headingMarker.level" .. level] = heading
  end
  groups["@lsp.typemod.link.image"] = look({ "@markup.link.label", "@text.reference", "Underlined" }, underline)
  return groups
end

-- Defines every group. Targets of links come first, so that the typemods'
-- links to the colour modifiers find those defined.
function M.apply()
  if vim.fn.has("nvim-0.9") == 0 then return end
  local groups = M.groups()
  local names = vim.tbl_keys(groups)
  table.sort(names, function(a, b)
    local a_typemod, b_typemod = a:find("^@lsp%.typemod") ~= nil, b:find("^@lsp%.typemod") ~= nil
    if a_typemod ~= b_typemod then return b_typemod end
    return a < b
  end)
  for _, name in ipairs(names) do set(name, groups[name]) end
end

-- Applies now and whenever a colour scheme is loaded (setting
-- 'background' loads the current one again).
function M.setup()
  if vim.fn.has("nvim-0.9") == 0 then return end
  M.apply()
  local group = vim.api.nvim_create_augroup("laminate_highlights", { clear = true })
  vim.api.nvim_create_autocmd("ColorScheme", { group = group, callback = M.apply })
end

return M
