// swift-tools-version: 6.0
import PackageDescription

// Layers, each depending only downward:
// LaminateConcurrency, under them all, is the one lock type and the one place the analysis modules start threads;
// it knows nothing of Markdown.
// LaminateDialect → LaminateAttributes → LaminateAppStrings → LaminateFeatures → LaminateServer → laminate.
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
    ],
    targets: [
        .target(name: "LaminateConcurrency"),
        .target(name: "LaminateDialect"),
        .target(name: "LaminateAttributes", dependencies: ["LaminateConcurrency", "LaminateDialect"]),
        .target(name: "LaminateAppStrings", dependencies: ["LaminateDialect", "LaminateAttributes"]),
        .target(name: "LaminateFeatures", dependencies: ["LaminateConcurrency", "LaminateDialect", "LaminateAttributes", "LaminateAppStrings"]),
        .target(name: "LaminateProtocol"),
        .target(name: "LaminatePreview", dependencies: ["LaminateConcurrency", "LaminateDialect"]),
        .target(name: "LaminateServer", dependencies: ["LaminateConcurrency", "LaminateProtocol", "LaminateDialect", "LaminateAttributes", "LaminateAppStrings", "LaminateFeatures", "LaminatePreview"]),
        .executableTarget(name: "laminate", dependencies: ["LaminateConcurrency", "LaminateServer", "LaminatePreview", "LaminateDialect", "LaminateAttributes", "LaminateAppStrings", "LaminateFeatures"]),
        .executableTarget(name: "LaminateBench", dependencies: ["LaminateConcurrency", "LaminateDialect", "LaminateAttributes", "LaminateAppStrings", "LaminateFeatures", "LaminateServer", "LaminateProtocol"]),
        .testTarget(name: "LaminateConcurrencyTests", dependencies: ["LaminateConcurrency"]),
        .testTarget(name: "LaminateDialectTests", dependencies: ["LaminateDialect"]),
        .testTarget(name: "LaminateAttributesTests", dependencies: ["LaminateAttributes"], exclude: ["Fixtures"]),
        .testTarget(name: "LaminateAppStringsTests", dependencies: ["LaminateAppStrings", "LaminateDialect"], exclude: ["Fixtures"]),
        .testTarget(name: "LaminateFeaturesTests", dependencies: ["LaminateConcurrency", "LaminateFeatures"], exclude: ["Fixtures"]),
        .testTarget(name: "LaminateProtocolTests", dependencies: ["LaminateProtocol"]),
        .testTarget(name: "LaminatePreviewTests", dependencies: ["LaminatePreview", "LaminateAttributes", "LaminateDialect"]),
        .testTarget(name: "LaminateServerTests", dependencies: ["LaminateConcurrency", "LaminateServer", "LaminateProtocol", "LaminatePreview"]),
    ],
    swiftLanguageModes: [.v6]
)
