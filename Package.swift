// swift-tools-version: 6.0
import PackageDescription

// Layers, each depending only downward:
// LaminateConcurrency, under them all, is the one lock type and the one place the analysis modules start threads;
// it knows nothing of Markdown.
// LaminateDialect → LaminateAttributes → LaminateAppStrings → LaminateFeatures → LaminateServer → laminate.
// LaminateMarkdown (Foundation's AttributedString(markdown:) where Foundation has
// none) sits on LaminateAttributes, beside LaminateAppStrings.
// LaminateProtocol (JSON-RPC framing and LSP types) knows nothing of Markdown.
// LaminatePreview (the preview's HTTP server) knows HTML, not how it is rendered;
// LaminateServer starts it for `laminate.preview`, as `laminate preview` does.
let package = Package(
    name: "Laminate",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "laminate", targets: ["laminate"]),
        .executable(name: "laminate-bench", targets: ["LaminateBench"]),
        .library(name: "LaminateDialect", targets: ["LaminateDialect"]),
        .library(name: "LaminateMarkdown", targets: ["LaminateMarkdown"]),
        // Checks a target's Markdown, String Catalogs, .strings and Swift
        // sources with `laminate check` as it builds (see Integrations.md).
        .plugin(name: "LaminateCheck", targets: ["LaminateCheck"]),
    ],
    targets: [
        .target(name: "LaminateConcurrency"),
        .target(name: "LaminateDialect"),
        .target(name: "LaminateAttributes", dependencies: ["LaminateConcurrency", "LaminateDialect"]),
        // Foundation on these platforms has no Markdown: there LaminateMarkdown
        // declares Apple's API; elsewhere it is empty and Foundation's is used.
        .target(name: "LaminateMarkdown", dependencies: ["LaminateDialect", "LaminateAttributes", "LaminateUncheckedAttributes"],
                swiftSettings: [.define("FOUNDATION_LACKS_MARKDOWN", .when(platforms: [.linux, .windows, .android, .wasi]))]),
        // Swift 5 mode for one function: see its file.
        .target(name: "LaminateUncheckedAttributes", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "LaminateAppStrings", dependencies: ["LaminateDialect", "LaminateAttributes"]),
        .target(name: "LaminateFeatures", dependencies: ["LaminateConcurrency", "LaminateDialect", "LaminateAttributes", "LaminateAppStrings"]),
        .target(name: "LaminateProtocol"),
        .target(name: "LaminatePreview", dependencies: ["LaminateConcurrency", "LaminateDialect"]),
        .target(name: "LaminateServer", dependencies: ["LaminateConcurrency", "LaminateProtocol", "LaminateDialect", "LaminateAttributes", "LaminateAppStrings", "LaminateFeatures", "LaminatePreview"]),
        .executableTarget(name: "laminate", dependencies: ["LaminateConcurrency", "LaminateServer", "LaminatePreview", "LaminateDialect", "LaminateAttributes", "LaminateAppStrings", "LaminateFeatures"]),
        .plugin(name: "LaminateCheck", capability: .buildTool(), dependencies: ["laminate"],
                path: "Sources/LaminateCheckPlugin"),
        .executableTarget(name: "LaminateBench", dependencies: ["LaminateConcurrency", "LaminateDialect", "LaminateAttributes", "LaminateAppStrings", "LaminateFeatures", "LaminateServer", "LaminateProtocol"],
                          exclude: ["README.md"]),
        .testTarget(name: "LaminateConcurrencyTests", dependencies: ["LaminateConcurrency"]),
        .testTarget(name: "LaminateDialectTests", dependencies: ["LaminateDialect"]),
        .testTarget(name: "LaminateAttributesTests", dependencies: ["LaminateAttributes"], exclude: ["Fixtures"]),
        .testTarget(name: "LaminateMarkdownTests", dependencies: ["LaminateMarkdown", "LaminateAttributes", "LaminateDialect"],
                    exclude: ["Fixtures"],
                    swiftSettings: [.define("FOUNDATION_LACKS_MARKDOWN", .when(platforms: [.linux, .windows, .android, .wasi]))]),
        .testTarget(name: "LaminateAppStringsTests", dependencies: ["LaminateAppStrings", "LaminateDialect"], exclude: ["Fixtures"]),
        .testTarget(name: "LaminateFeaturesTests", dependencies: ["LaminateConcurrency", "LaminateFeatures"], exclude: ["Fixtures"]),
        .testTarget(name: "LaminateProtocolTests", dependencies: ["LaminateProtocol"]),
        .testTarget(name: "LaminatePreviewTests", dependencies: ["LaminatePreview", "LaminateAttributes", "LaminateDialect"]),
        // Builds Fixtures/Recipes, which uses the LaminateCheck plugin by path.
        .testTarget(name: "LaminateCheckPluginTests", exclude: ["Fixtures"]),
        .testTarget(name: "LaminateServerTests", dependencies: ["LaminateConcurrency", "LaminateServer", "LaminateProtocol", "LaminatePreview"]),
    ],
    swiftLanguageModes: [.v6]
)
