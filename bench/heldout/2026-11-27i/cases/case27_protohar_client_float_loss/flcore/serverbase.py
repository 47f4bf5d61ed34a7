# expect: none
# source: https://github.com/cheng-haha/ProtoHAR/issues/2 ("The type of loss is tensor causing GPU out of memory": "in the serverbase.py file the loss is in the form of tensor, which causes cuda out of memory. It is recommended to adjust the loss to float type.") - fixed twin of case26
# note: reconstruction with the recommended fix applied in the client: flcore/clientbase.py computes the training metrics under torch.no_grad() and returns the summed loss as a Python float (`.item()`), so the server stores floats in rs_train_loss. flcore/serverbase.py is the same code as case26 except that the print formats the float directly; the deciding evidence is in clientbase.py.
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
        print("Averaged Train Loss: {:.4f}".format(train_loss))

    def train(self):
        for i in range(self.global_rounds + 1):
            for client in self.clients:
                client.train()
            if i % self.args.eval_gap == 0:
                print(f"-------------Round number: {i}-------------")
                self.evaluate()
