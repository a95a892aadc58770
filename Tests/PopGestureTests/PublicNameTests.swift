import Foundation
import PopGestureTestSupport
import Testing

/// No public top-level type of the package has the name of a type in a framework an app imports
/// beside it, so that a file importing both never needs a module prefix to say which it means.
extension ModelSuite {
  /// Type names of SwiftUI, UIKit, Foundation, Swift Testing and XCTest that a model of gestures,
  /// screens and traces could plausibly choose for one of its own types.
  static let frameworkNames: Set<String> = [
    // SwiftUI
    "Alignment", "Anchor", "Angle", "Animation", "AnyTransition", "App", "Axis", "Binding",
    "Button", "Canvas", "Capsule", "Circle", "Color", "ColorScheme", "ContentMode", "ControlSize",
    "DatePicker", "Divider", "DragGesture", "Edge", "EdgeInsets", "Environment", "EnvironmentValues",
    "Font", "ForEach", "Form", "Gesture", "GestureMask", "GestureState", "GeometryProxy",
    "GeometryReader", "Gradient", "Grid", "GridRow", "Group", "HorizontalAlignment", "HorizontalEdge",
    "Image", "Label", "Layout", "LayoutDirection", "Link", "List", "LongPressGesture",
    "MagnifyGesture", "Material", "Menu", "Namespace", "NavigationLink", "NavigationPath",
    "NavigationSplitView", "NavigationStack", "NavigationView", "Path", "Picker", "ProgressView",
    "Rectangle", "RotateGesture", "Scene", "ScrollPhase", "ScrollPosition", "ScrollView",
    "ScrollViewProxy", "ScrollViewReader", "Section", "Settings", "Shape", "Slider", "Spacer",
    "SpatialTapGesture", "Spring", "State", "Stepper", "Tab", "TabView", "Table", "TapGesture", "Text",
    "TextField", "TimelineView", "Toggle", "ToolbarItem", "Transaction", "Transition", "UnitPoint",
    "VerticalAlignment", "VerticalEdge", "View", "ViewModifier", "Visibility", "Window", "WindowGroup",
    // Swift Testing
    "Attachment", "Bug", "Comment", "Confirmation", "ConditionTrait", "Issue", "ParallelizationTrait",
    "SourceLocation", "Suite", "Tag", "Test", "TimeLimitTrait", "Trait",
    // XCTest
    "XCTest", "XCTestCase", "XCTestExpectation", "XCTestObservation", "XCTestRun", "XCTestSuite",
    "XCTIssue", "XCTSkip", "XCTAttachment", "XCTContext", "XCTActivity",
    // UIKit
    "UIColor", "UIEdgeInsets", "UIEvent", "UIGestureRecognizer", "UINavigationBar",
    "UINavigationController", "UIPanGestureRecognizer", "UIRectEdge", "UIScreen",
    "UIScreenEdgePanGestureRecognizer", "UIScrollView", "UISlider", "UISwipeActionsConfiguration",
    "UITableView", "UITextPosition", "UITouch", "UIUserInterfaceLayoutDirection", "UIView",
    "UIViewController", "UIWindow", "NSDirectionalEdgeInsets", "NSTextLocation",
    // Foundation
    "AffineTransform", "AttributedString", "Bundle", "Calendar", "CharacterSet", "Data", "Date",
    "DateComponents", "DateInterval", "Decimal", "Dimension", "FileHandle", "FileManager", "FormatStyle",
    "Formatter", "Host", "IndexPath", "IndexSet", "InputStream", "JSONDecoder", "JSONEncoder", "Locale",
    "Measurement", "Notification", "NotificationCenter", "Operation", "OperationQueue", "OutputStream",
    "Pipe", "Port", "Predicate", "Process", "ProcessInfo", "Progress", "PropertyListDecoder",
    "PropertyListEncoder", "RunLoop", "Scanner", "SortDescriptor", "Stream", "Thread", "TimeZone",
    "Timer", "Unit", "URL", "URLComponents", "URLError", "URLRequest", "URLSession", "UUID",
    "UserDefaults", "CGFloat", "CGPoint", "CGRect", "CGSize",
  ]

  /// The names of the types, protocols and aliases declared `public` or `open` at the top level of
  /// `text`: a declaration at the start of a line, after any attributes, is top-level, since
  /// nested ones are indented.
  static func publicTopLevelNames(in text: String) -> [String] {
    let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    let modifiers: Set<Substring> = ["final", "indirect", "nonisolated"]
    var names: [String] = []
    for line in text.split(separator: "\n") where line.first.map({ $0 != " " && $0 != "/" }) ?? false {
      var words = line.split(separator: " ")[...]
      while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
      guard let access = words.first, access == "public" || access == "open" else { continue }
      words = words.dropFirst()
      while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
      guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
      let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      names.append(String(name))
    }
    return names
  }

  /// Each public top-level name in `sources` that is also a framework's, with the file declaring it.
  static func clashes(in sources: [(path: String, text: String)]) -> [String] {
    sources.flatMap { source in
      publicTopLevelNames(in: source.text).filter(frameworkNames.contains).map { "\(source.path): \($0)" }
    }
  }

  @Test("no public top-level type of any target has the name of one in Apple's frameworks")
  func noClashes() throws {
    let sources = try ModelSuite.sources(under: "Sources")
    let names = sources.flatMap { Self.publicTopLevelNames(in: $0.text) }
    // The reader finds the package's public types, or the check below would pass on nothing.
    #expect(names.count > 50)
    #expect(names.contains("Trace") && names.contains("GestureView") && names.contains("TraceError"))
    #expect(Self.clashes(in: sources) == [])
  }

  @Test("a known clash is caught: a public top-level EdgeInsets, Settings or SourceLocation")
  func knownClashIsCaught() {
    let text = """
      /// Insets.
      public struct EdgeInsets: Hashable {}
      @MainActor public final class Settings {}
      public enum Device {
        public enum LayoutDirection {}
      }
      extension Trace {
        public struct Slider {}
      }
      package struct Scene {}
      public struct SourceLocation: Sendable {}
      """
    #expect(
      Self.clashes(in: [("Sources/A/A.swift", text)]) == [
        "Sources/A/A.swift: EdgeInsets", "Sources/A/A.swift: Settings", "Sources/A/A.swift: SourceLocation",
      ])
  }
}
