import LaminateProtocol

/// `laminate/wait`: a long request that stops as soon as it is cancelled.
enum WaitHandler {
    static func handle(_ params: WaitRequest.Params, _ context: RequestContext) async throws(ResponseError) -> WaitRequest.Result {
        let milliseconds = min(max(params.milliseconds, 0), WaitRequest.maximumMilliseconds)
        do {
            try await Task.sleep(for: .milliseconds(milliseconds))
        } catch {
            throw ResponseError.requestCancelled
        }
        return NoParams()
    }
}
