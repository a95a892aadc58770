import PopGesture

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread of its own for one stage of a replay, joined when the stage is done.
///
/// Not a Dispatch work item: a stage blocks while it waits for the next, and blocked work items
/// can hold up a shared pool (one the caller is already on, say in a test run) until it grows.
package struct WorkerThread {
  /// The stack each worker gets, the main thread's usual size: decoding deeply nested views
  /// recurses, and secondary threads get far less by default on some systems (512 KiB on Apple
  /// platforms). Pages are only taken as they are touched.
  static let stackSize = 8 << 20

  private let thread: pthread_t

  /// Starts `body` on a new thread; nil if the system will not make one.
  package init?(_ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, Self.stackSize)
    // Darwin and Musl declare `pthread_t` as a pointer, which `pthread_create` fills in as an
    // optional; glibc, as an integer.
    #if canImport(Darwin) || canImport(Musl)
      var created: pthread_t?
      let status = pthread_create(&created, &attributes, { ThreadBody.run($0) }, context)
      guard status == 0, let created else {
        Unmanaged<ThreadBody>.fromOpaque(context).release()
        return nil
      }
    #else
      var created = pthread_t()
      let status = pthread_create(&created, &attributes, { ThreadBody.run($0) }, context)
      guard status == 0 else {
        Unmanaged<ThreadBody>.fromOpaque(context).release()
        return nil
      }
    #endif
    thread = created
  }

  /// Waits for the thread to end.
  package func join() {
    pthread_join(thread, nil)
  }
}

/// What a worker thread runs, passed to it through `pthread_create`'s context pointer.
private final class ThreadBody {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }

  /// The thread's entry: takes back the reference `WorkerThread` passed, and runs the body.
  static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
    return nil
  }
}
