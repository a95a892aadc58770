import PopGesture
import PopGestureFormats

/// Ids made from class names, for the views and screens an import writes.
enum ImportNames {
  /// The prefixes of Apple's frameworks, dropped from a view id: `UITableView` is a `tableView`.
  static let frameworkPrefixes = ["UI", "WK", "MK", "NS", "AV", "PK", "PH", "SK", "CA"]

  /// The class's own name: the module and outer types dropped (`MyApp.FeedViewController` is
  /// `FeedViewController`), generic arguments too, and a mangled Swift name read back
  /// (`_TtC5MyApp8FeedView` is `FeedView`; `_TtGC7SwiftUI14_UIHostingView…` is `_UIHostingView`).
  static func unqualified(_ className: String) -> String {
    if className.hasPrefix("_Tt"), let name = demangled(className) { return name }
    let withoutArguments = className.split(separator: "<", maxSplits: 1).first.map(String.init) ?? ""
    return withoutArguments.split(separator: ".").last.map(String.init) ?? withoutArguments
  }

  /// A view id's stem: the class's own name without leading underscores and framework prefix,
  /// in camel case from a lowercase letter, letters and digits only. `UITableView` is
  /// `tableView`, `_UIQueuingScrollView` is `queuingScrollView`, `MyApp.HTMLView` is `htmlView`,
  /// and a name left with nothing, or starting with a digit, starts with `view`.
  static func viewStem(_ className: String) -> String {
    var name = Substring(unqualified(className))
    while name.first == "_" { name = name.dropFirst() }
    for prefix in frameworkPrefixes where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if let first = rest.first, first.isUppercase {
        name = rest
        break
      }
    }
    let characters = Array(name.filter { $0.isLetter || $0.isNumber })
    let leadingCapitals = characters.prefix { $0.isUppercase }.count
    // An acronym keeps its last capital when a word follows it: `HTMLView` is `htmlView`.
    let lowered =
      leadingCapitals > 1 && leadingCapitals < characters.count
      ? leadingCapitals - 1 : max(leadingCapitals, 1)
    var stem = ""
    for (index, character) in characters.enumerated() {
      stem += index < lowered ? character.lowercased() : String(character)
    }
    guard let first = stem.first, !first.isNumber else { return "view" + stem }
    return stem
  }

  /// The last type name of a mangled Swift class name (`_TtC5MyApp8FeedView`), or the generic
  /// class's own (`_TtGC…`), or nil when the name does not read as one.
  private static func demangled(_ className: String) -> String? {
    let scalars = Array(className.unicodeScalars.dropFirst(3))
    let isGeneric = scalars.first == "G"
    var names: [String] = []
    var index = 0
    while index < scalars.count {
      guard ("0"..."9").contains(scalars[index]) else {
        index += 1
        continue
      }
      var length = 0
      while index < scalars.count, ("0"..."9").contains(scalars[index]), length <= scalars.count {
        length = length * 10 + Int(scalars[index].value - 48)
        index += 1
      }
      guard length > 0, length <= scalars.count - index else { return nil }
      var name = ""
      name.unicodeScalars.append(contentsOf: scalars[index..<index + length])
      names.append(name)
      index += length
    }
    // A generic class's arguments follow its own name: module, then the class.
    return isGeneric && names.count > 1 ? names[1] : names.last
  }
}

/// Hands out names no one has yet: the name itself, or the first of `name` + separator + 2, 3, …
/// that is free.
package struct UniqueNames {
  /// The names taken so far.
  private(set) var used: Set<String> = []
  /// The next suffix to try for each stem that repeated: every lower one is taken, so a stem
  /// repeated many times does not try them all again for each copy.
  private var nextSuffix: [String: Int] = [:]
  /// What goes between a name and its number: `-` for screens (`detail-2`), nothing for views
  /// (`collectionView2`).
  let separator: String

  /// No name taken yet; numbered names put `separator` before their number.
  package init(separator: String) { self.separator = separator }

  /// Takes `stem`, or the first numbered form of it that is free.
  package mutating func claim(_ stem: String) -> String {
    var name = stem
    if used.contains(name) {
      var suffix = nextSuffix[stem] ?? 2
      repeat {
        name = "\(stem)\(separator)\(suffix)"
        suffix += 1
      } while used.contains(name)
      nextSuffix[stem] = suffix
    }
    used.insert(name)
    return name
  }
}
