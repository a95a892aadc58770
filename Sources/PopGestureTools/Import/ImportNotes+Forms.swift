import PopGesture
import PopGestureFormats

/// The sentences of the notes, each in one place: `ImportNotes` writes them, and
/// `ImportNotes.holding(_:in:)` reads them back to see whether they still hold for a trace.
extension ImportNotes {
  /// A note that lists views or screens: the words before the list, and those after it for one
  /// and for more.
  struct ListForm {
    /// What the note says of each view or screen it lists, which `holding(_:in:)` asks again.
    enum Claim {
      /// A scroll view with `pagingEnabled` false.
      case paging
      /// A scroll view with `bounces` true and both `alwaysBounce` false.
      case bounces
      /// A scroll view or pan with `simultaneousWithPop` never.
      case recipe
      /// A recognizer with no relationships declared, and enabled.
      case delegates
      /// A pan in any direction.
      case pans
      /// A plain view.
      case plainViews
      /// A slider.
      case sliderRange
      /// A slider without a thumb size.
      case thumb
      /// A screen with the `fd_` defaults and the standard back button.
      case screenDefaults
      /// A view, with or without a transform.
      case transforms
      /// A view hit testing skips.
      case skipped
    }

    /// What the note says of what it lists.
    let claim: Claim
    /// The words before the list.
    let prefix: String
    /// The words after a list of one.
    let one: String
    /// The words after a list of more.
    let many: String

    /// The note on `list`.
    func sentence(_ list: ViewList) -> String { prefix + list.text + (list.count == 1 ? one : many) }

    /// `scrollView` and `pagingEnabled`, which a dump does not show; hints on pages follow it.
    static let paging = ListForm(
      claim: .paging,
      prefix: "a dump does not show pagingEnabled: ", one: " is written with pagingEnabled false",
      many: " are written with pagingEnabled false")

    static let bounces = ListForm(
      claim: .bounces,
      prefix: "a dump does not show bounces, alwaysBounceHorizontal or alwaysBounceVertical: ",
      one: " is" + bouncesEnd, many: " are" + bouncesEnd)
    private static let bouncesEnd =
      " written with bounces true and both alwaysBounce false, UIScrollView's defaults"

    static let recipe = ListForm(
      claim: .recipe,
      prefix:
        "the FDFullscreenPopGesture README recipe (a delegate that lets a view's pan recognize with the "
        + "back swipe) does not show in a dump: ",
      one: " is" + recipeEnd, many: " are" + recipeEnd)
    private static let recipeEnd =
      " written with simultaneousWithPop never; set \"atLeadingEdge\" on a scroll view that adopts the recipe "
      + "at its leading edge, or \"always\""

    static let delegates = ListForm(
      claim: .delegates,
      prefix:
        "a dump does not show gesture recognizers' delegates, their failure requirements or whether they "
        + "are enabled: ",
      one: " is" + delegatesEnd, many: " are" + delegatesEnd)
    private static let delegatesEnd =
      " written without simultaneousWith, requiresFailureOf, requiredToFailBy or ignoresTouchesIn, and with "
      + "recognizerEnabled true; set them where the app's code declares them"

    static let pans = ListForm(
      claim: .pans,
      prefix: kindsPrefix, one: " is written as a pan" + pansEnd, many: " are written as pans" + pansEnd)
    private static let pansEnd =
      " in any direction; import with plain views for recognizers that only tap, or set each one's kind and "
      + "direction"

    static let plainViews = ListForm(
      claim: .plainViews,
      prefix: kindsPrefix, one: " is written as a plain view" + plainEnd,
      many: " are written as plain views" + plainEnd)
    private static let plainEnd = ", as asked; make one a pan where it drags"
    private static let kindsPrefix = "a dump shows that a view has gesture recognizers, not which: "

    /// Each slider's label is followed by ` at VALUE`, the value the dump shows.
    static let sliderRange = ListForm(
      claim: .sliderRange,
      prefix: "a dump shows a slider's value but not its minimumValue and maximumValue: ",
      one: " is" + sliderRangeEnd, many: " are" + sliderRangeEnd)
    private static let sliderRangeEnd = " written as if the range were 0...1, UISlider's default"

    static let thumb = ListForm(
      claim: .thumb,
      prefix: "a dump does not show a slider's thumb size: ", one: " is" + thumbEnd, many: " are" + thumbEnd)
    private static let thumbEnd =
      " written with the iOS version's thumb, 37 x 24 on iOS 26 and later and 28 x 28 below; set "
      + "\"thumbSize\" for a custom thumb"

    /// A list of quoted screen ids, joined with commas only.
    static let screenDefaults = ListForm(
      claim: .screenDefaults,
      prefix: "a dump does not show a screen's fd_interactivePopDisabled, fd_prefersNavigationBarHidden, "
        + "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge or back button: ",
      one: " is" + screenDefaultsEnd, many: " are" + screenDefaultsEnd)
    private static let screenDefaultsEnd =
      " written with false, false, 0 and backButton standard; set them where the app changes them"

    static let transforms = ListForm(
      claim: .transforms,
      prefix: "transforms are ignored: ",
      one: " has a transform, or is inside a view with one" + transformsEnd,
      many: " have a transform, or are inside a view with one" + transformsEnd)
    private static let transformsEnd =
      "; frames are the boxes UIKit gives, and the views inside are placed as if there were none"

    static let skipped = ListForm(
      claim: .skipped,
      prefix: "hit testing skips ", one: skippedEnd(pronoun: "it"), many: skippedEnd(pronoun: "them"))
    private static func skippedEnd(pronoun: String) -> String {
      " and everything inside \(pronoun) (hidden, an alpha below 0.01 or userInteractionEnabled NO in the "
        + "dump): written with those keys, so a set can show \(pronoun) again"
    }

    /// Every form, for reading a note back.
    static let all: [ListForm] = [
      .paging, .bounces, .recipe, .delegates, .pans, .plainViews, .sliderRange, .thumb, .screenDefaults,
      .transforms, .skipped,
    ]
  }

  /// The stack of an import without a controller hierarchy: one screen, `id`.
  static func oneScreen(_ id: String) -> String {
    oneScreenPrefix + "\(PrintableText.quoted(id)), the root, where no back swipe pops; put the screens "
      + "below it before it in the trace's stack, or import with the output of _printHierarchy"
  }
  static let oneScreenPrefix = "no controller hierarchy was given: the stack is one screen, "

  /// The stack a controller hierarchy named, bottom first.
  static func hierarchyStack(_ ids: [String]) -> String {
    "the stack, bottom first, is \(ids.map(PrintableText.quoted).joined(separator: ", ")), the navigation "
      + "controller's children in the controller hierarchy; the imported views are on the top screen, "
      + PrintableText.quoted(ids.last ?? "")
  }

  /// The device of a dump whose root is not a window with a size.
  static let defaultDevice =
    "the dump's root is not a window with a size, so the screen's size is not in it: the trace's device "
    + "defaults to 390 x 844 with a top inset of 47"

  /// A hidden navigation bar, `label`.
  static func hiddenBar(_ label: String) -> String {
    "the navigation bar, \(label), is hidden: written as navigationBarHidden true; if FDFullscreenPopGesture "
      + "hides it for this screen, set \"prefersNavigationBarHidden\": true on the screen instead"
  }

  /// A navigation bar, `label`, of another height than the model's.
  static func barHeight(_ label: String, height: Double) -> String {
    let height = NumberText.plain(height)
    return "the navigation bar, \(label), is \(height) pt tall: set \"settings\": { \"navigationBarHeight\": "
      + "\(height) } for the model's bar to cover it (the default is 44)"
  }

  /// UIPageViewController's scroller, `label`.
  static func pager(_ label: String) -> String {
    label + pagerEnd
  }
  static let pagerEnd = " is UIPageViewController's scroller, which pages: written with pagingEnabled true"

  /// The hint after the paging note for a view whose content is a whole number of its widths
  /// across, as a horizontal pager's is; empty for any other.
  static func pagesHint(id: String, contentSize: Size, frameSize: Size) -> String {
    let content = contentSize.width
    let width = frameSize.width
    guard width > 0, contentSize.height <= frameSize.height else { return "" }
    let pages = content / width
    guard pages >= 2, abs(pages - pages.rounded()) < 0.001 else { return "" }
    return "; \(id)'s content is \(NumberText.plain(pages.rounded())) frame widths across "
      + "(\(NumberText.plain(content)) over \(NumberText.plain(width)) pt), as a horizontal pager's is: if it "
      + "pages, set \"pagingEnabled\": true on it"
  }

  /// A table, `label` with id `id`, whose rows' swipe actions a dump does not show.
  static func rows(label: String, id: String) -> String {
    rowsPrefix + label + rowsMiddle + id + rowsEnd
  }
  static let rowsPrefix = "a dump does not show which rows have swipe actions: the rows of "
  static let rowsMiddle = " are not imported; add a swipeActions view with the row's frame to "
  static let rowsEnd = "'s subviews for each row whose swipe matters"

  /// A slider, `label`, whose value was outside 0...1.
  static func clamped(_ label: String, value: Double, written: Double) -> String {
    "\(label) holds \(NumberText.plain(value))" + clampedMiddle + NumberText.plain(written)
  }
  static let clampedMiddle = ", outside 0...1: written as "

  /// The delegates of UIKit's back swipes, which a dump does not show.
  static let backSwipeDelegates =
    "a dump does not show the delegates of UIKit's back swipes: the navigation controller is written with "
    + "interactivePopDelegate and contentPopDelegate uikit; set \"stackCount\" or \"always\" where the app "
    + "replaces one"

  /// The end of the note on a view left out because its recognizers never pan.
  static let nonPanningEnd =
    " has gesture recognizers that tap, press and select text, which never take a back swipe: left out"

  /// The top screen, `top` quoted, of an import that found no view.
  static func noViews(_ top: String) -> String {
    noViewsPrefix + top + noViewsEnd
  }
  static let noViewsPrefix = "no gesture-bearing view was found: "
  static let noViewsEnd = " has no views"
}
