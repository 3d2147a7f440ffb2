import Foundation
import LaminateDialect

/// Lowers a parsed document to its rendered text and attribute runs (spec
/// section 3): a pure function of the tree, the formatting definition and
/// the base URL.
public enum AttributeRunBuilder {
    /// The runs as Foundation's `AttributedString(markdown:options:baseURL:)`
    /// gives them: blocks joined with no character between them, told apart
    /// only by `presentationIntent` (`Laminate.docc/AttributeRuns.md`
    /// names the source of each convention). Relative link and image
    /// destinations are resolved against `baseURL` when there is one and
    /// stay as written otherwise.
    public static func build(_ tree: SyntaxTree, definition: FormattingDefinition = .builtIn, baseURL: URL? = nil) -> AttributeRuns {
        lower(tree, RunLowering(tree: tree, definition: definition, baseURL: baseURL, separation: .none))
    }

    /// The runs as Foundation gives them under `options`: the syntax
    /// interpreted and which span keys reach the runs (LaminateMarkdown's
    /// `AttributedString(markdown:)` is this with the options it is given).
    /// With the default options, the same as `build(_:definition:baseURL:)`.
    public static func build(
        _ tree: SyntaxTree, definition: FormattingDefinition = .builtIn, baseURL: URL? = nil,
        options: RunOptions
    ) -> AttributeRuns {
        lower(tree, RunLowering(tree: tree, definition: definition, baseURL: baseURL, separation: .none, options: options))
    }

    /// The same runs with a `\n` between blocks, for people reading them.
    /// Not Foundation's characters: Foundation puts nothing between blocks.
    /// Its Foundation value keeps paragraph attributes per Markdown block,
    /// since each block is then a Foundation paragraph of its own.
    public static func buildReadable(_ tree: SyntaxTree, definition: FormattingDefinition = .builtIn, baseURL: URL? = nil) -> AttributeRuns {
        lower(tree, RunLowering(tree: tree, definition: definition, baseURL: baseURL, separation: .newlineBetweenBlocks))
    }

    private static func lower(_ tree: SyntaxTree, _ initial: RunLowering) -> AttributeRuns {
        var lowering = initial
        // The walk is iterative, so no nesting depth of the input can exhaust the stack.
        tree.walk { event in
            switch event {
            case .enter(let id):
                return lowering.enter(id)
            case .exit(let id):
                lowering.exit(id)
                return true
            }
        }
        return lowering.finish()
    }
}

/// A piece of rendered text with its attributes and source, before pieces
/// with equal attributes are merged into runs. A piece holds a `\n` only as
/// its last character, so that a piece never straddles a Foundation paragraph.
struct RunPiece {
    var text: String
    var attributes: RunAttributes
    var source: ByteRange?
}

/// What goes between two blocks' text.
enum BlockSeparation {
    /// Nothing, as in Foundation's output.
    case none
    /// A `\n` unless the first block's text already ends with one (code and
    /// HTML blocks do): the readable form.
    case newlineBetweenBlocks
}

extension String {
    func replacingNUL() -> String {
        var result = ""
        for scalar in unicodeScalars { result.unicodeScalars.append(scalar == "\0" ? "\u{FFFD}" : scalar) }
        return result
    }
}
