import Dispatch
import PopGesture

/// Carries batches of items (events, records) from one thread to the next, in order, with at most
/// `capacity` batches between them: the stages of a replay run on two cores, and memory stays
/// bounded whatever the trace's length.
///
/// One thread puts, one thread takes. Each slot of the ring belongs to one side at a time, and
/// the two semaphores pass it over, which also orders the memory accesses between the threads.
final class Handoff<Item: Sendable>: @unchecked Sendable {
  /// How many batches can wait between the two threads.
  let capacity: Int
  private let slots: UnsafeMutablePointer<[Item]?>
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

  /// Hands over `batch`, waiting while every slot is full; nil marks the end. Taken rather than
  /// copied: a putter that kept a reference until after the taker had the batch would make the
  /// taker copy it whole to change it.
  func put(_ batch: consuming [Item]?) {
    free.wait()
    slots[putIndex] = batch
    putIndex = (putIndex + 1) % capacity
    filled.signal()
  }

  /// The next batch, waiting until there is one; nil once the end has been put.
  func take() -> [Item]? {
    filled.wait()
    let batch = slots[takeIndex].take()
    takeIndex = (takeIndex + 1) % capacity
    free.signal()
    return batch
  }
}
