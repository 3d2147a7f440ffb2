public enum ExitNotification: LSPNotification {
    public static let method = "exit"
    public typealias Params = NoParams
}
