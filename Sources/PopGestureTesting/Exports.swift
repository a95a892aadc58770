// A test imports this module alone: the model's types (`Screen`, `Trace`, `Record`, ...) come with it.
@_exported import PopGesture
import PopGestureFormats
import PopGestureTools
