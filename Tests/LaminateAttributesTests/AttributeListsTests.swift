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
        for id in tree.nodeIDs {
            let node = tree[id]
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
        #expect(
            AttributeValidator.validate(tree, attributeLists: AttributeLists(tree), definition: definition)
                == AttributeValidator.validate(tree, definition: definition))
    }
}

/// A table built from the previous version's reads exactly as a fresh one:
/// with every text distinct, and with texts repeating (their spans share
/// one reading, and a chunk read again looks its texts up).
@Suite struct AttributeListsReuseTests {
    @Test(arguments: [120, 3])
    func reusedTableEqualsAFreshOne(distinctIngredients: Int) {
        var text = Array(
            (0..<120).map {
                "Line \($0) ^[egg](ingredient: \($0 % distinctIngredients)) and ^[bad](ingredient: ).\n\n"
            }.joined().utf8)
        text += Array("^[ref]: ingredient: 7\n\nUse ^[it][ref].\n".utf8)
        var tree = MarkdownParser.parse(text, chunkSize: 64)
        var lists = AttributeLists(tree)
        var random = SeededRandom(seed: 11)
        for _ in 0..<40 {
            let offset = Int(random.next() % UInt64(text.count))
            let insertion = Array(["x", "\n\n", "^[n](ingredient: 3)", ")", ","][Int(random.next() % 5)].utf8)
            text.insert(contentsOf: insertion, at: offset)
            tree = MarkdownParser.parse(text, editing: tree, change: TextChange(oldRange: ByteRange(offset, offset), newCount: insertion.count))
            lists = AttributeLists(tree, reusing: lists)
            let fresh = AttributeLists(tree)
            #expect(lists.count == fresh.count)
            for id in tree.nodeIDs { #expect(lists[id] == fresh[id], "node \(id) after inserting at \(offset)") }
        }
    }
}

/// The table of an opened document, read in runs of chunks that each keep
/// what every distinct text read as, holds for every span and definition
/// what reading its list alone gives: texts repeating within a run and
/// across runs, broken lists among them, reference-form spans.
@Suite struct OpenedAttributeListsTests {
    @Test(arguments: [1, 64, 4096])
    func openedTableEqualsReadingEachList(chunkSize: Int) {
        var text = Array(
            (0..<300).map {
                "Line \($0) ^[egg](ingredient: \($0 % 7)) and ^[bad](ingredient: ) ^[c](foregroundColor: 'red', kern: \($0 % 3)).\n\n"
            }.joined().utf8)
        text += Array("^[ref]: ingredient: 7\n\nUse ^[it][ref].\n".utf8)
        let tree = MarkdownParser.parse(text, chunkSize: chunkSize)
        let lists = AttributeLists(tree)
        var holders = 0
        for id in tree.nodeIDs {
            let text: MappedText
            switch tree[id].kind {
            case .attributeSpan(let info) where info.referenceLabel == nil: text = info.attributes
            case .attributeDefinition(let info): text = info.attributes
            default: continue
            }
            holders += 1
            #expect(lists[id] == AttributeList.read(text), "node \(id)")
        }
        #expect(holders == 901)
    }
}
