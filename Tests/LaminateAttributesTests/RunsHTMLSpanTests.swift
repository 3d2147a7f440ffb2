import LaminateAttributes
import LaminateDialect
import Testing

/// `laminate html`'s attribute spans: `data-` attributes for every key and
/// inline style where CSS has a property (issue 2, item 3).
struct RunsHTMLSpanTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var markdown: String
        var html: String
        var testDescription: String { markdown }
    }

    static let cases: [Case] = [
        Case(
            markdown: #"^[butter](ingredient: 3)"#,
            html: #"<p><span data-ingredient="3">butter</span></p>"#),
        Case(
            markdown: #"^[milk](ingredient: 4, foregroundColor: "green")"#,
            html: #"<p><span data-ingredient="4" data-foreground-color="green" style="color: green">milk</span></p>"#),
        Case(
            markdown: ##"^[a](backgroundColor: "#FF000080", fontWeight: "semibold", kern: 2)"##,
            html:
                ##"<p><span data-background-color="#FF000080" data-font-weight="semibold" data-kern="2" style="background-color: #FF000080; font-weight: 600; letter-spacing: 2px">a</span></p>"##
        ),
        Case(
            markdown: #"^[Bake until golden.](alignment: "center")"#,
            html: #"<p><span data-alignment="center" style="text-align: center">Bake until golden.</span></p>"#),
        Case(
            markdown: #"^[a](lineHeight: "loose", writingDirection: "rightToLeft")"#,
            html: #"<p><span data-line-height="loose" data-writing-direction="rightToLeft" style="line-height: 1.6; direction: rtl">a</span></p>"#),
        Case(
            markdown: #"^[a](underlineStyle: true, strikethroughStyle: "thick dot", strikethroughColor: "red")"#,
            html:
                #"<p><span data-underline-style="true" data-strikethrough-style="thick dot" data-strikethrough-color="red" style="text-decoration-line: underline line-through; text-decoration-style: solid; text-decoration-color: red">a</span></p>"#
        ),
        Case(
            markdown: #"^[a](font: "headline", fontDesign: "monospaced", baselineOffset: -2)"#,
            html:
                #"<p><span data-font="headline" data-font-design="monospaced" data-baseline-offset="-2" style="font-size: 17px; font-weight: 600; font-family: monospace; vertical-align: -2px">a</span></p>"#
        ),
        Case(
            markdown: #"^[a](font: {name: "Papyrus", size: 36}, morphology: {number: "plural"}, inflect: true)"#,
            html:
                #"<p><span data-font="{&quot;name&quot;:&quot;Papyrus&quot;,&quot;size&quot;:36}" data-morphology="{&quot;number&quot;:&quot;plural&quot;}" data-inflect="true" style="font-family: &quot;Papyrus&quot;; font-size: 36px">a</span></p>"#
        ),
        // Invalid values and unknown keys are data only; the first of duplicates counts.
        Case(
            markdown: #"^[a](foregroundColor: "gren", colour: "<red>", kern: 1, kern: 2)"#,
            html: #"<p><span data-foreground-color="gren" data-colour="&lt;red&gt;" data-kern="1" style="letter-spacing: 1px">a</span></p>"#),
        // A list written again reuses the renderer's tag for that text.
        Case(
            markdown: #"^[a](kern: 1) ^[b](kern: 2) ^[c](kern: 1)"#,
            html:
                #"<p><span data-kern="1" style="letter-spacing: 1px">a</span> <span data-kern="2" style="letter-spacing: 2px">b</span> <span data-kern="1" style="letter-spacing: 1px">c</span></p>"#
        ),
        // A list that is not JSON5 keeps its raw text.
        Case(markdown: #"^[a](kern: )"#, html: #"<p><span data-attributes="kern: ">a</span></p>"#),
        Case(markdown: #"^[a]()"#, html: #"<p><span>a</span></p>"#),
        // Reference form, nesting, and quoted keys an attribute name cannot hold.
        Case(
            markdown: "^[a][r] ^[b ^[c](kern: 1)](foregroundColor: \"mint\")\n\n^[r]: {'odd key': 1}",
            html:
                #"<p><span data-odd_key="1">a</span> <span data-foreground-color="mint" style="color: #00c7be">b <span data-kern="1" style="letter-spacing: 1px">c</span></span></p>"#
        ),
    ]

    @Test(arguments: cases)
    func spanRendersAsExpected(_ testCase: Case) {
        let tree = MarkdownParser.parse(Array(testCase.markdown.utf8))
        #expect(AttributeSpanHTML.renderer().render(tree) == testCase.html + "\n")
    }

    /// Outside the definition's scope a key is data only.
    @Test func keysOutsideTheScopeHaveNoStyle() {
        let loaded = FormattingDefinitionLoader.load(Array(#"{"scope": ["ingredient"]}"#.utf8))
        let tree = MarkdownParser.parse(Array(#"^[a](ingredient: 1, foregroundColor: "green")"#.utf8))
        #expect(
            AttributeSpanHTML.renderer(definition: loaded.definition).render(tree)
                == #"<p><span data-ingredient="1" data-foreground-color="green">a</span></p>"# + "\n")
    }

    /// One renderer used on many threads at once (its span tags are kept
    /// behind a lock, `SpanTagCache`) renders each document as a renderer
    /// of its own does.
    @Test func oneRendererOnManyThreadsRendersAsAlone() async {
        let renderer = AttributeSpanHTML.renderer()
        let documents = (0..<32).map { index in
            MarkdownParser.parse(Array("^[a](kern: \(index % 5)) ^[b](foregroundColor: \"mint\")\n".utf8))
        }
        let alone = documents.map { AttributeSpanHTML.renderer().render($0) }
        let together = await withTaskGroup(of: (Int, String).self) { group in
            for (index, document) in documents.enumerated() {
                group.addTask { (index, renderer.render(document)) }
            }
            var rendered = Array(repeating: "", count: documents.count)
            for await (index, html) in group { rendered[index] = html }
            return rendered
        }
        #expect(together == alone)
    }
}
