import SwiftUI

struct Hint: View {
    var body: some View {
        Text("😀 漢字 ^[Centered](alignment: \"centre\")")
        Text(#"^[Raw](foregroundColor: "red", kern: 2)"#)
    }
}
