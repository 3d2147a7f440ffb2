import SwiftUI

struct Hint: View {
    var name: String

    var body: some View {
        Text("😀 漢字 ^[Centered](alignment: \"cen‸tre\")")
        Text(#"^[Raw](foregroundColor: "gre‸en") and ⟦plain⟧"#)
        Text("Hi \(Text("^[inner](fontWeight: \"bold\")")) ^[outer](‸)")
        Text("""
            Multi-line ^[text
            over two lines](foregroundColor: "rde‸")
            """)
        Text("Total: \(isSale ? "^[sale](foregroundColor: \"pn‸k\")" : label) ^[😀 x](kern: ‸)")
        Text(#"Raw \#(f("^[a](kern: ‸1)", ⟦"b"⟧)) ^[y](inflect: true)"#)
        Text("""
            Many \(g("""
                ^[m](foregroundColor: "re‸d")
                """)) ^[z](foregroundColor: "blue")
            """)
    }
}
