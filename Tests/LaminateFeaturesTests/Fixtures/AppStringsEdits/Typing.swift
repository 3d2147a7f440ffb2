import SwiftUI

// Emoji, CJK and RTL before and inside the literals typed into.
struct Greeting: View {
    let name = "😀 漢字 שלום"
    var body: some View {
        Text("😀 ^[ברוכים הבאים](foregroundColor: \"pnk\") \(name) 漢字")
        Text("Total: \(isSale ? "^[sale](foregroundColor: \"pnk\")" : label) ^[مرحبا](alignment: \"centre\")")
        Text(#"^[Raw](kern: 1) "quoted" \#(name)"#)
        Text("""
            ^[Multi](inflect: true)
            line 😀 ^[漢字](foregroundColour: "red")
            """)
    }
}
