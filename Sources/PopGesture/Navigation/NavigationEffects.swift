/// What the navigation controller's inputs do beyond changing the controller: records to write
/// now, ends to schedule later, and, when it freezes, the touch sequence's recognizers dropped.
///
/// The controller hands them, in order, to a receiver the caller passes in: the replayer carries
/// each out as it comes (a list of effects would copy every record body once more, and that
/// copy cost a quarter of the replay's model time); the tests' `EffectList` collects them.
protocol NavigationEffects {
  mutating func record(_ body: consuming Record.Body)
  mutating func schedule(_ item: Scheduler.Item, after delay: Double)
  mutating func dropRecognizers()
}
