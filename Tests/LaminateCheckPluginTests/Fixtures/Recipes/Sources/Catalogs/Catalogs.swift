public let catalogs = 1
