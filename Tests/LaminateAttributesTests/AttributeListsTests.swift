import LaminateAttributes
import LaminateDialect
import Testing

/// The shared table of attribute lists holds, for every span and
/// definition, exactly what each reader read on its own before.
@Suite struct AttributeListsTests {
    @Test(arguments: ValidationCase.all())
    func tableMatchesReadingEachList(_ testCase: ValidationCase) {
        let tree = MarkdownParser.parse(testCase.document.text)
        let lists = AttributeLists(tree)
        var holders = 0
        for (index, node) in tree.nodes.enumerated() {
            let id = NodeID(index)
            let text: MappedText
            switch node.kind {
            case .attributeSpan(let info): text = info.attributes
            case .attributeDefinition(let info): text = info.attributes
            default:
                #expect(lists[id] == nil, "\(node.kind) has a list")
                continue
            }
            holders += 1
            #expect(lists[id] == AttributeList.read(text))
            #expect(lists.validList(of: id) == (try? AttributeList.read(text).get()))
        }
        #expect(lists.count == holders)
    }

    @Test(arguments: ValidationCase.all())
    func validatingWithTheTableFindsTheSameProblems(_ testCase: ValidationCase) throws {
        let tree = MarkdownParser.parse(testCase.document.text)
        let definition = try TestDefinitions.named(testCase.definitionName)
        #expect(AttributeValidator.validate(tree, attributeLists: AttributeLists(tree), definition: definition)
            == AttributeValidator.validate(tree, definition: definition))
    }
}
