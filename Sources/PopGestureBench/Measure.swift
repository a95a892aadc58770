import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing, medians, and child processes with their peak memory.
enum Measure {
  /// Seconds since an arbitrary start, from a monotonic clock.
  static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  /// Seconds of processor time this process has used, all its threads together: unlike the wall
  /// clock, it does not count the time other processes on the machine kept it waiting.
  static func processorTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The median of `runs` timings of `body`, in seconds.
  static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
      let start = now()
      try body()
      times.append(now() - start)
    }
    times.sort()
    return times[times.count / 2]
  }

  /// What a finished child process used.
  struct Child {
    var seconds: Double
    /// Peak resident memory in bytes (getrusage's `ru_maxrss`).
    var peakMemory: Int
  }

  /// Runs `arguments` (an absolute executable path first) with standard output to /dev/null and
  /// returns its wall time and peak memory, or nil if it could not start or failed.
  static func child(_ arguments: [String]) -> Child? {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The environment as Foundation sees it: `environ` is not visible from Swift on Apple platforms.
    var envp: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
      + [nil]
    defer { for pointer in envp { free(pointer) } }
    var pid = pid_t()
    let start = now()
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, &envp) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
    let seconds = now() - start
    #if canImport(Darwin)
      let bytes = Int(usage.ru_maxrss)  // bytes on Apple platforms
    #else
      let bytes = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    return Child(seconds: seconds, peakMemory: bytes)
  }

  /// The median wall time and the largest peak memory of `runs` runs of a child process.
  static func child(_ arguments: [String], runs: Int) -> Child? {
    var results: [Child] = []
    for _ in 0..<runs {
      guard let result = child(arguments) else { return nil }
      results.append(result)
    }
    let seconds = results.map(\.seconds).sorted()[results.count / 2]
    return Child(seconds: seconds, peakMemory: results.map(\.peakMemory).max() ?? 0)
  }

  /// The absolute path of an executable found on `PATH`, if any.
  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}

/// Reads a file a chunk at a time with stdio, for the replay under test.
func fileSource(_ path: String) throws -> ByteSource {
  guard let file = fopen(path, "r") else { throw BenchError.cannotRead(path) }
  var handle: UnsafeMutablePointer<FILE>? = file
  return { buffer in
    guard let open = handle, let base = buffer.baseAddress else { return 0 }
    let count = fread(base, 1, buffer.count, open)
    if count == 0 {
      fclose(open)
      handle = nil
    }
    return count
  }
}

/// `fileSource(path)`, opened at its first read: for each of `TraceReplay.run`'s replay passes.
func fileSource(openingOnFirstRead path: String) -> ByteSource {
  var source: ByteSource?
  return { buffer in
    if source == nil { source = try fileSource(path) }
    return try source?(buffer) ?? 0
  }
}
