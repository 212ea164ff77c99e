/// Pictures laid out in a grid, row by row, each in a cell the size of the largest: the
/// fixture contact sheets of `kinesia fixture add` and the renderer's sheet in docs/.
public enum ContactSheet {
    public static let background = RGBPixel(red: 20, green: 20, blue: 20)

    public static func tiled(_ tiles: [RGBImage], columns: Int, background: RGBPixel = background) -> RGBImage {
        let columns = max(1, min(columns, tiles.count))
        let cellWidth = tiles.map(\.width).max() ?? 1, cellHeight = tiles.map(\.height).max() ?? 1
        let rows = max(1, (tiles.count + columns - 1) / columns)
        var sheet = RGBImage(width: columns * cellWidth, height: rows * cellHeight, filledWith: background)
        for (index, tile) in tiles.enumerated() {
            let (originX, originY) = ((index % columns) * cellWidth, (index / columns) * cellHeight)
            for y in 0..<tile.height {
                for x in 0..<tile.width { sheet[originX + x, originY + y] = tile[x, y] }
            }
        }
        return sheet
    }
}
