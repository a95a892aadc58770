import PopGesture
