/// The words and phrases the document generator draws from: a cookbook's
/// vocabulary, with some emoji, Chinese and Japanese, Hebrew and Arabic, so
/// that the benchmark text is not pure ASCII.
///
/// Tables only, immutable and never empty (the generator picks from them
/// without checking).
enum RecipeVocabulary {
    static let fillerWords: [String] = [
        "the", "a", "and", "then", "with", "until", "of", "in", "to", "for", "it", "is", "on",
        "your", "into", "over", "from", "at", "or", "but", "so", "as", "all", "each", "this",
        "gently", "slowly", "carefully", "quickly", "evenly", "lightly", "well", "just",
        "about", "minutes", "hours", "while", "before", "after", "again", "once", "more",
        "bowl", "pan", "oven", "dough", "batter", "sauce", "pot", "lid", "tray", "rack",
        "spoon", "whisk", "knife", "board", "heat", "surface", "edges", "center", "top",
        "stir", "fold", "knead", "whisk", "simmer", "roast", "bake", "chop", "slice", "dice",
        "season", "taste", "rest", "cool", "serve", "pour", "sprinkle", "grate", "melt",
        "golden", "crisp", "tender", "smooth", "glossy", "fragrant", "soft", "thick", "silky",
        "bubbling", "warm", "hot", "cold", "fresh", "ripe", "sweet", "salty", "bright",
        "add", "remove", "cover", "leave", "keep", "turn", "set", "bring", "reduce", "let",
        "you", "will", "should", "can", "may", "need", "want", "find", "notice", "see",
        "kitchen", "recipe", "family", "dinner", "weekend", "morning", "summer", "winter",
        "grandmother", "market", "garden", "season", "flavour", "texture", "colour", "aroma",
    ]

    static let ingredients: [String] = [
        "butter", "flour", "sugar", "salt", "eggs", "milk", "cream", "yeast", "honey",
        "olive oil", "garlic", "shallots", "onions", "thyme", "rosemary", "basil", "parsley",
        "lemon zest", "lemon juice", "black pepper", "cinnamon", "nutmeg", "vanilla", "cocoa",
        "dark chocolate", "almonds", "hazelnuts", "walnuts", "raisins", "apples", "pears",
        "tomatoes", "potatoes", "carrots", "leeks", "mushrooms", "spinach", "rice", "lentils",
        "chickpeas", "parmesan", "mozzarella", "ricotta", "mascarpone", "anchovies", "capers",
        "brown sugar", "baking soda", "baking powder", "buttermilk", "crème fraîche", "miso",
        "soy sauce", "ginger", "chili flakes", "saffron", "cardamom", "maple syrup",
    ]

    static let quantities: [String] = [
        "200 g", "1 cup", "2 tbsp", "1 tsp", "½ tsp", "3", "a pinch of", "250 ml", "100 g",
        "1 kg", "2 cups", "¼ cup", "a handful of", "4", "500 g", "1½ cups", "3 tbsp",
    ]

    static let dishes: [String] = [
        "Lemon Tart", "Sourdough Loaf", "Ratatouille", "Mushroom Risotto", "Apple Galette",
        "Shakshuka", "Miso Ramen", "Focaccia", "Tiramisu", "Onion Soup", "Banana Bread",
        "Gnocchi", "Paella", "Dal", "Crêpes", "Brioche", "Pesto Pasta", "Chocolate Mousse",
        "Roast Chicken", "Falafel", "Pad Thai", "Cinnamon Rolls", "Minestrone", "Clafoutis",
    ]

    static let chapters: [String] = [
        "Breakfast", "Breads", "Soups", "Salads", "Pasta and Rice", "Vegetables",
        "Fish", "Meat", "Desserts", "Preserves", "Drinks", "Basics",
    ]

    static let sectionTitles: [String] = [
        "Ingredients", "Method", "Notes", "Variations", "Equipment", "Timing",
        "Serving", "Storage", "Troubleshooting", "Nutrition",
    ]

    /// Words outside ASCII, to keep the parser honest about multi-byte UTF-8.
    static let worldWords: [String] = [
        "🍋", "🧈", "🥚", "🍞", "🔥", "⏲️", "👩‍🍳", "🌶️", "🧂", "🍰", "🥖", "🫒",
        "寿司", "味噌", "豆腐", "ラーメン", "お好み焼き", "饺子", "面条", "点心",
        "שלום", "חלה", "טחינה", "خبز", "زعتر", "حمص", "كعك",
        "café", "purée", "jalapeño", "smørrebrød", "pâte brisée", "Käsespätzle", "Ψωμί",
    ]

    static let codeSnippets: [String] = [
        "180 °C", "350 °F", "gas mark 4", "pH 4.6", "72%", "1:2 ratio", "timer.start()",
        "oven.preheat(180)", "--convection", "0.5 kg", "T55", "00 flour", "<mise en place>",
    ]

    static let urlHosts: [String] = [
        "example.com", "cooking.example.org", "recipes.example.net", "kitchen.example.com",
    ]

    static let colors: [String] = [
        "green", "orange", "red", "brown", "yellow", "purple", "teal", "#8B4513", "#FFA500",
        "#2E8B57", "#C0FFEE", "secondary",
    ]

    static let fontStyles: [String] = [
        "headline", "body", "callout", "footnote", "caption", "title3",
    ]

    static let weights: [String] = ["bold", "semibold", "medium", "light", "heavy"]

    static let alignments: [String] = ["center", "left", "right", "justified", "natural"]

    static let infoStrings: [String] = [
        "swift", "python", "json", "text", "yaml", "sh", "markdown", "toml", "js", "",
        "swift title=\"Timer.swift\"", "python {.numberLines}",
    ]

    static let htmlBlocks: [String] = [
        "<div class=\"tip\">\n<p>Keep the butter <em>cold</em> &mdash; it makes the pastry flaky.</p>\n</div>",
        "<details>\n<summary>Why rest the dough?</summary>\n\nResting lets the gluten relax, so it rolls out without shrinking.\n\n</details>",
        "<!-- photo: step-by-step shaping, to be added -->",
        "<table class=\"conversion\">\n  <tr><td>1 cup</td><td>240 ml</td></tr>\n  <tr><td>1 oz</td><td>28 g</td></tr>\n</table>",
        "<figure>\n  <img src=\"images/crumb.jpg\" alt=\"open crumb\">\n</figure>",
    ]

    static let entities: [String] = [
        "&amp;", "&mdash;", "&ndash;", "&frac12;", "&deg;", "&times;", "&copy;", "&nbsp;",
        "&#169;", "&#x1F34B;", "&eacute;", "&hellip;", "&lt;", "&gt;", "&quot;",
    ]
}
