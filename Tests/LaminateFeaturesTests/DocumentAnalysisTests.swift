import LaminateDialect
import LaminateFeatures
import Testing

@Test func analysisParsesAndIndexesTheText() {
    let analysis = DocumentAnalysis(text: Array("# Title\n\nSome ^[butter](ingredient: 1).\n".utf8))
    #expect(analysis.lineIndex.lineCount == 4)
    #expect(analysis.tree.children(of: analysis.tree.root).map { analysis.tree[$0].kind }.first == .heading(level: 1, style: .atx))
}
