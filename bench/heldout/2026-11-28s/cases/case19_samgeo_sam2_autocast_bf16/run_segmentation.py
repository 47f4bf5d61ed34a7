from samgeo.samgeo2 import SamGeo2

input_path = "data/satellite.tif"
output_path = "data/segment.gpkg"

sam = SamGeo2(model_id="sam2-hiera-large", points_per_side=32)
masks = sam.generate(input_path, output="masks.tif", foreground=True, unique=True)
print(masks.max(), "segments")
