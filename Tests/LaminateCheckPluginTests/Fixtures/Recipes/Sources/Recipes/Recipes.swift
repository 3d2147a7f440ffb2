public let serves = "Serves ^[four](servings: 40)"
