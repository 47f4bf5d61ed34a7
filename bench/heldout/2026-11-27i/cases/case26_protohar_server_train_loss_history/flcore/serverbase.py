# expect: TL008
# source: https://github.com/cheng-haha/ProtoHAR/issues/2 ("The type of loss is tensor causing GPU out of memory": "in the serverbase.py file the loss is in the form of tensor, which causes cuda out of memory. It is recommended to adjust the loss to float type.")
# note: reconstruction of the server/client pair (flcore/serverbase.py, flcore/clientbase.py, main.py): each client's train_metrics() returns its summed training loss as a cuda tensor computed in grad mode (args.device defaults to "cuda"); the server keeps those tensors in rs_train_loss across all global rounds, so every round's graphs stay alive. The print reads `.item()`, which is valid.
class Server:
    def __init__(self, args, clients):
        self.args = args
        self.clients = clients
        self.global_rounds = args.global_rounds
        self.rs_train_loss = []
        self.rs_test_acc = []

    def train_metrics(self):
        num_samples, losses = [], []
        for c in self.clients:
            cl, ns = c.train_metrics()
            num_samples.append(ns)
            losses.append(cl * 1.0)
        return num_samples, losses

    def evaluate(self):
        num_samples, losses = self.train_metrics()
        train_loss = sum(losses) / sum(num_samples)
        self.rs_train_loss.append(train_loss)
        print("Averaged Train Loss: {:.4f}".format(train_loss.item()))

    def train(self):
        for i in range(self.global_rounds + 1):
            for client in self.clients:
                client.train()
            if i % self.args.eval_gap == 0:
                print(f"-------------Round number: {i}-------------")
                self.evaluate()
