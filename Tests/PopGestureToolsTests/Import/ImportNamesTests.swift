import PopGestureFormats
import PopGestureTestSupport
import Testing

@testable import PopGesture
@testable import PopGestureTools

/// `ImportNames` and `UniqueNames`: ids from class names.
extension ImportSuite {
  @Test("a view id's stem drops the module, underscores and the framework prefix, in lower camel case")
  func stems() {
    eachArgument([
      ("UITableView", "tableView"), ("UICollectionView", "collectionView"), ("UISlider", "slider"),
      ("UITextView", "textView"), ("_UIQueuingScrollView", "queuingScrollView"),
      ("WKScrollView", "scrollView"),
      ("MyApp.FeedTableView", "feedTableView"), ("MyApp.HTMLView", "htmlView"), ("MyApp.URL", "url"),
      ("MyApp.Outer.Inner", "inner"), ("MyApp.Box<Swift.Int>", "box"), ("_TtC5MyApp9PhotoCell", "photoCell"),
      ("_TtCC5MyApp4Feed4Cell", "cell"),
      ("_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_", "hostingView"),
      ("_TtC5MyAppP33_0123456789ABCDEF0123456789ABCDEF11PrivateCell", "privateCell"),
      ("UIView", "view"), ("UI", "ui"), ("3DView", "view3DView"), ("_", "view"), ("My-View", "myView"),
    ]) { (className, stem) in stems(className: className, stem: stem) }
  }

  func stems(className: String, stem: String) {
    #expect(ImportNames.viewStem(className) == stem)
  }

  @Test("a mangled name that does not read as one is kept as written")
  func brokenMangling() {
    #expect(ImportNames.unqualified("_TtC5My") == "_TtC5My")
    #expect(ImportNames.unqualified("_TtC99999999999999999999999999X") == "_TtC99999999999999999999999999X")
  }

  @Test("a repeated name gets the first free number from 2, with the separator between")
  func unique() {
    var views = UniqueNames(separator: "")
    #expect(
      ["slider", "slider", "slider2", "slider", "view"].map { views.claim($0) } == [
        "slider", "slider2", "slider22", "slider3", "view",
      ])
    var screens = UniqueNames(separator: "-")
    #expect(
      ["Detail", "Detail-2", "Detail", "Detail"].map { screens.claim($0) } == [
        "Detail", "Detail-2", "Detail-3", "Detail-4",
      ])
  }
}
