import torch

from engine import TransformersEngine


def main():
    lm = TransformersEngine("Qwen/Qwen2-0.5B-Instruct", torch_dtype=torch.bfloat16, device_map="auto")
    ids = lm.tokenizer("1 + 1 = add(1, 1) = 2\n3 + 5 =")["input_ids"]
    for _ in range(4):
        ids.append(lm.next_token(ids))
    print(lm.tokenizer.decode(ids))


if __name__ == "__main__":
    main()
