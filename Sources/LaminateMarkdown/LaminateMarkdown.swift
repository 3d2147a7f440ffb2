// LaminateMarkdown: Foundation's `AttributedString(markdown:)` where
// Foundation has none. Architecture Invariant: this module only adapts — the
// runs are LaminateAttributes' (`AttributeRunBuilder.build`), the same code
// path as the language server and `laminate runs`; nothing is parsed here.
// It depends only downward (LaminateDialect, LaminateAttributes).
//
// On Apple platforms FOUNDATION_LACKS_MARKDOWN is not defined (Package.swift
// defines it for the others), the module is empty, and Foundation's own API
// is the one in use.
#if FOUNDATION_LACKS_MARKDOWN
// `InlinePresentationIntent`, `PresentationIntent` and the keys behind
// `run.inlinePresentationIntent` and `run.presentationIntent` are
// LaminateAttributes' declarations of Apple's types: importing this module
// makes them visible as importing Foundation does on Apple platforms.
@_exported import LaminateAttributes
#endif
