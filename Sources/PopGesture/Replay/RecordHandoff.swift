import Dispatch

/// Carries batches of records from the thread that replays a trace to the thread that writes its
/// log, in order, with at most `capacity` batches between them: the two halves of the work run
/// on two cores, and memory stays bounded whatever the trace's length.
///
/// One thread puts, one thread takes. Each slot of the ring belongs to one side at a time, and
/// the two semaphores pass it over, which also orders the memory accesses between the threads.
final class RecordHandoff: @unchecked Sendable {
  /// How many batches can wait between the two threads.
  let capacity: Int
  private let slots: UnsafeMutablePointer<[Record]?>
  /// Counts the filled slots, which the taker waits for.
  private let filled = DispatchSemaphore(value: 0)
  /// Counts the free slots, which the putter waits for.
  private let free: DispatchSemaphore
  /// Used by the putting thread only.
  private var putIndex = 0
  /// Used by the taking thread only.
  private var takeIndex = 0

  init(capacity: Int) {
    self.capacity = capacity
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: nil, count: capacity)
    free = DispatchSemaphore(value: capacity)
  }

  deinit {
    slots.deinitialize(count: capacity)
    slots.deallocate()
  }

  /// Hands over `batch`, waiting while every slot is full; nil marks the end.
  func put(_ batch: [Record]?) {
    free.wait()
    slots[putIndex] = batch
    putIndex = (putIndex + 1) % capacity
    filled.signal()
  }

  /// The next batch, waiting until there is one; nil once the end has been put.
  func take() -> [Record]? {
    filled.wait()
    let batch = slots[takeIndex].take()
    takeIndex = (takeIndex + 1) % capacity
    free.signal()
    return batch
  }
}
