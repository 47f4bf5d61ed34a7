import os
from fractions import Fraction

from comfy_api.latest._input_impl.video_types import VideoComponents, VideoFromComponents


class CreateVideo:
    RETURN_TYPES = ("VIDEO",)
    FUNCTION = "create_video"
    CATEGORY = "image/video"

    def create_video(self, images, fps, audio=None):
        return (VideoFromComponents(VideoComponents(images=images, audio=audio, frame_rate=Fraction(fps))),)


class SaveVideo:
    RETURN_TYPES = ()
    FUNCTION = "save_video"
    OUTPUT_NODE = True
    CATEGORY = "image/video"

    def __init__(self, output_dir="output"):
        self.output_dir = output_dir

    def save_video(self, video, filename_prefix, format="mp4", codec="h264"):
        os.makedirs(self.output_dir, exist_ok=True)
        width, height = video.get_dimensions()
        file = f"{filename_prefix}_{width}x{height}_00001_.{format}"
        video.save_to(os.path.join(self.output_dir, file), format=format, codec=codec,
                      metadata={"prompt": "ltx-2 text-to-audio-video"})
        return {"ui": {"images": [{"filename": file, "type": "output"}], "animated": (True,)}}
