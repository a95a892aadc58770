import Foundation

// Run by .ci/docs: lists every symbol of the symbol graphs given that has no doc comment, as
// `file:line: name`, and exits 1 if there is any. An extension block carries no comment of its
// own, so it is left out; its members are not.
struct Graph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable { var identifier: String }
    struct Location: Decodable {
      struct Position: Decodable { var line: Int }
      var uri: String
      var position: Position
    }
    var kind: Kind
    var pathComponents: [String]
    var docComment: AnyDecodable?
    var location: Location?
  }
  var symbols: [Symbol]
}

struct AnyDecodable: Decodable {
  init(from decoder: Decoder) throws {}
}

var missing: [String] = []
for path in CommandLine.arguments.dropFirst() {
  let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  for symbol in graph.symbols where symbol.docComment == nil && symbol.kind.identifier != "swift.extension" {
    let root = FileManager.default.currentDirectoryPath + "/"
    let place =
      symbol.location.map { location in
        let file = URL(string: location.uri)?.path ?? location.uri
        let relative = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
        return "\(relative):\(location.position.line + 1)"
      } ?? path
    missing.append("\(place): \(symbol.pathComponents.joined(separator: ".")) has no doc comment")
  }
}
for line in missing.sorted() { print(line) }
exit(missing.isEmpty ? 0 : 1)
