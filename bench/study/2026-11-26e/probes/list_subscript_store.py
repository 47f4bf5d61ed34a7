import torch


def to_dev(t):
    return t.detach()


def nms(prediction):
    output = [torch.zeros((0, 6), device="cpu")] * prediction.shape[0]
    for xi, x in enumerate(prediction):
        output[xi] = to_dev(x[:3])
    return output


def nms2(prediction):
    output = []
    for xi, x in enumerate(prediction):
        output.append(to_dev(x[:3]))
    return output


def a(model, img):
    if torch.cuda.is_available():
        img = img.to("cuda")
    with torch.no_grad():
        d = model(img)
    return d.numpy()


def b(model, img):
    img = img.to("cuda")
    with torch.no_grad():
        d = model(img)
        d = nms(d)
    return d[0].numpy()


def c(img):
    img = img.to("cuda")
    d = nms(img)
    return d[0].numpy()


def c2(img):
    img = img.to("cuda")
    d = nms2(img)
    return d[0].numpy()


def c3(img):
    img = img.to("cuda")
    d = to_dev(img[0])
    return d.numpy()
