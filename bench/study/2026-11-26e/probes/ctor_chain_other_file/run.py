from pkg.pred import Net, Gen


def main():
    net = Net()
    net.to(device='cuda')
    return Gen(net)
