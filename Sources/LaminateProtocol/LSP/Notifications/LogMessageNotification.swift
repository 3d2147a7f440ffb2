/// `window/logMessage`, sent by the server.
public enum LogMessageNotification: LSPNotification {
    public static let method = "window/logMessage"

    public struct Params: Codable, Hashable, Sendable {
        /// 1 error, 2 warning, 3 info, 4 log, 5 debug.
        public var type: Int
        public var message: String
        public init(type: Int, message: String) {
            self.type = type
            self.message = message
        }
    }
}
