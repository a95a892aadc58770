/// Where a gesture-bearing view lives: which screen instance, and the index path down its views.
struct ViewReference: Sendable, Equatable {
  /// The serial number of the screen instance on the stack (ids can come back after a `setStack`).
  var screenSerial: Int
  /// Where that instance is on the stack, which it stays at for as long as it is there.
  var screenIndex: Int
  var screenID: String
  /// Indexes into `views`, then `subviews`, down to the view.
  var path: [Int]
  var viewID: String
  var kind: GestureView.Kind

  /// The view as records name it, `screen/view`.
  var screenView: ScreenView { ScreenView(screen: screenID, view: viewID) }
}
