import SwiftUI

struct Hint: View {
    var color: String

    var body: some View {
        Text("😀 漢字 ^[Centered](alignment: \"centre\")")
        Text(#"^[Raw](alignment: "centre")"#)
        Text("^[Painted](foregroundColor: \(color))")
        Text("""
            Multi-line ^[text](foregroundColor: "rde")
            """)
    }
}
